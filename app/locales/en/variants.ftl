## /variants: the Mancala family, and which variants can be played here.

variants-title = The Mancala family and Kalah variants
variants-description = Oware, Bao, Kalah and three-stone Kalah compared, and the Kalah variants you can play here: 3 to 6 stones per pit and the empty-capture rule.
variants-heading = The Mancala family

variants-oware-heading = Oware (Awale)
variants-oware-text = West Africa's game, especially in Ghana and Côte d'Ivoire, and the usual tournament game. Two rows of six pits, sown counter-clockwise. You capture when your last seed makes a pit on your opponent's side hold exactly 2 or 3. You may not leave your opponent without seeds, and the game ends when a player cannot move or what is left cannot be captured.

variants-bao-heading = Bao
variants-bao-text = Played in Tanzania, Kenya and along the Swahili coast: four rows of eight pits and a distinct opening phase. Many consider it the deepest game of the family.

variants-kalah-heading = Kalah
# Followed by a link to the rules.
variants-kalah-text = The game on this site: two rows of six pits and a store each, with written rules from the mid-twentieth century. Extra turns and captures from your own empty pits make it fast and tactical, and it is the usual way into the family.
variants-kalah-link = Kalah's rules

variants-three-heading = Three-stone Kalah
variants-three-text = Kalah with three stones per pit: 36 stones, shorter games and earlier captures. Good for children and quick games.

variants-here-heading = Variants you can play here
variants-here-stones = 3, 4, 5 or 6 stones per pit (4 is standard).
variants-here-empty-capture = The empty-capture rule: the lone last stone is captured even when the facing pit is empty (off by default).
# Around a link to the home page. “Variant” is the name of the home page's
# variant choice.
variants-choose-before = Choose them on the
variants-choose-link = home page
variants-choose-after = under Variant, for every way to play: against the computer, two players on one device, or a friend through a link.
