## /rules: the rules for a first game, with diagrams.
## A diagram's caption is also what a screen reader calls its board.

rules-title = How to play Kalah
rules-description = The rules of Kalah for a first game: sowing, extra turns, captures and the end, with small board diagrams.
rules-lead = Two players, twelve pits, two stores, 48 stones. Move stones around the board; the one with more stones in their store at the end wins.

rules-board-heading = The board
rules-board-text = Each player owns the six pits on their side and the store (the big pit) to their right. At the start every pit holds four stones and both stores are empty. Player 1 moves first.
rules-board-caption = The start: four stones in each pit, empty stores. Player 1's pits are the bottom row, numbered 1 to 6 from left to right; their store is on the right.

rules-sowing-heading = Sowing
rules-sowing-text = On your turn, pick one of your pits that has stones. Take them all and drop one in each following pit, counter-clockwise: along your row, into your own store, then along your opponent's row. Your opponent's store is always skipped.
rules-sowing-caption = Player 1 sowed pit 6: one stone into their store, then one into each of Player 2's first three pits. Player 2 moves next.

rules-extra-heading = Extra turn
rules-extra-text = If your last stone lands in your own store, you move again. There is no limit: one good move can lead to another.
rules-extra-caption = Player 1 sowed pit 3: its four stones reach exactly the store, so Player 1 moves again.

rules-lap-heading = Going round the board
rules-lap-text = A pit with 13 or more stones sends stones all the way round: past your store, along your opponent's row (never into their store) and back into your own pits, including the one you started from.
rules-lap-caption = Player 1 sowed 13 stones from pit 3. The last one came back into pit 3, now empty, so it captured the 5 stones opposite along with itself.

rules-capture-heading = Capture
rules-capture-text = If your last stone lands in an empty pit on your own side, and the pit facing it on your opponent's side has stones, you capture: that last stone and all the facing stones go into your store. Then the turn passes.
rules-capture-caption = Player 1 sowed pit 1: its only stone landed in empty pit 2, facing Player 2's pit 5 with 6 stones. All 7 went to Player 1's store.

rules-no-capture-heading = No capture from an empty facing pit
rules-no-capture-text = If the facing pit is empty, nothing is captured: the stone simply stays where it landed.
rules-no-capture-caption = The same move, but Player 2's pit 5 was empty: the stone stays in pit 2 and the turn passes.

rules-end-heading = The end
rules-end-text = The game ends as soon as all six pits of either player are empty, after any move, even one that earned an extra turn. Every stone still in a pit then goes to the store of the player on whose side it lies. More stones in the store wins; 24 to 24 is a draw. With 48 stones, 25 in your store wins whatever happens next.
rules-end-caption = Player 1 ended in their store with their last stone, emptying their side. Player 2 banks the 16 stones left on their side and wins 27 to 21.

rules-house-heading = House rules you may meet elsewhere
# Followed by a link to the variants page, then rules-house-after.
rules-house-before = Some sites and boxed sets play a little differently. We play the rules above by default; the empty-capture rule can be chosen when you start a game (see
rules-house-link = Variants
rules-house-after = ).
rules-house-until-stuck = The game goes on until the player to move has no stones, rather than ending when either side is empty.
rules-house-pass = A player with no stones simply loses their turn.
rules-house-empty-capture = The lone last stone is captured even when the facing pit is empty (the empty-capture rule).
rules-house-pie = The pie rule: after the first move, the second player may swap sides, to offset the first player's advantage.

rules-start-link = Start a game
rules-strategy-link = Strategy tips
