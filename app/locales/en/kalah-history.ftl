## /history: where Kalah comes from, with numbered sources.

kalah-history-title = The history of Kalah and Mancala
kalah-history-description = Where Kalah comes from: the Mancala family, its spread and archaeology, Kalah's commercial history and patent, and how computers solved the game.
kalah-history-heading = The history of Kalah
# The spoken name of a reference mark such as [3].
kalah-history-source-label = source { $number }

kalah-history-family-heading = A family of counting games
kalah-history-family = Mancala is not one game but a large family: games played by sowing stones or seeds around rows of pits and capturing by counting. Boards have two, three or four rows, and every game has its own capture rule.

kalah-history-spread-heading = Where it spread
kalah-history-spread = Sowing games are played from West Africa to the Caribbean and South America, from North to South Africa, and from the Middle East to South and Southeast Asia. Wari (also Oware, Awari or Awale) travelled from West Africa to the Caribbean with enslaved West Africans. On the East African coast, Swahili speakers play Bao on four rows of pits.

kalah-history-name-heading = The name
kalah-history-name = The word mancala comes from the Arabic naqala, to move.

kalah-history-archaeology-heading = What archaeology says
kalah-history-archaeology = Many carved boards are hard to date, so claims of great age are often disputed. The most reliable ancient evidence is a set of boards found at Abu Sha'ar, a fourth-century Roman fort on Egypt's Red Sea coast. The oldest written description is probably in the tenth-century Kitab al-Aghani, the Book of Songs.

kalah-history-modern-heading = Kalah: a modern member
kalah-history-modern = Kalah is a twentieth-century game with written rules, sold in the United States by William J. Champion's company. Its success made Mancala widely played there; in North America the word often simply means Kalah, and it is the most played game of the family in Europe and North America.
kalah-history-patent = Champion applied for a patent on a Kalah board in 1951, granted in 1955. It suggests three stones per pit for children or a shorter game, and four to six for adults.

kalah-history-computers-heading = Computers and the solved game
kalah-history-computers = The first computer program to play Kalah dates from 1960. In 2000 Irving, Donkers and Uiterwijk solved every Kalah set-up up to six pits and six stones, except six pits with six stones, under the empty-capture rule; Mark Rawlings reported six pits with six stones in 2015.
kalah-history-solved = Solved means the result of perfect play is known from the start. Under the rules played here, with four stones per pit, the first player wins by 8: if both sides play perfectly, Player 1 ends with 28 stones to 20. Our Expert level plays perfectly, using the same kind of exact search and endgame tables; the only opening that keeps the win is pit 3.

## The sources: authors and titles stay as published.

kalah-history-sources-heading = Sources
kalah-history-source-1 = Pierre Lombard, “Archéologie du ‘mancala’ : un jeu traditionnel aux origines controversées”, ArchéOrient – Le Blog, 2017 (in French).
kalah-history-source-2 = Alex de Voogt, “Mancala: Games That Count”, Expedition 43(1), Penn Museum, 2001.
kalah-history-source-3 = Kristen Pearson, “Sowing the Seeds of Competitive Play: The Enduring Legacy of Mancala”, Expedition 58(1), Penn Museum, 2016.
kalah-history-source-4 = Geoffrey Irving, Jeroen Donkers, Jos Uiterwijk, “Solving Kalah”, ICGA Journal 23(3), 2000.
kalah-history-source-5 = William J. Champion, “Game Counter”, U.S. Patent 2,720,362, 1955.
kalah-history-source-6 = Wikipedia (English), “Mancala”.
