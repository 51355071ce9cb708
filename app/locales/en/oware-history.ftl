## /oware/history: Oware's names, its home in West Africa, the Caribbean,
## how it is played today and how it was solved, with numbered sources.

oware-history-title = The history of Oware
oware-history-description = Where Oware comes from: its many names, its home in West Africa, its journey to the Caribbean, how it is played today and how computers solved it.
oware-history-lead = Oware is one of the most widely played games of the mancala family: two rows of six pits, 48 seeds, and captures of twos and threes. It has many names and a long history on both sides of the Atlantic.
# The spoken name of a reference mark such as [3].
oware-history-source-label = source { $number }

oware-history-names-heading = One game, many names
oware-history-names = Oware is the game's name in Twi, a language of the Akan people of Ghana. Elsewhere the same game, or a close relative, is called Awalé in Côte d'Ivoire, Ayò among the Yoruba of Nigeria, Wari in Mali, Ouri or Ouril in Cape Verde and Warri in the Caribbean. In English it is often called Awari, the name used in computer research.

oware-history-west-africa-heading = West Africa
oware-history-west-africa = Where the game began is not known, but it is most closely linked with the Akan, and with the Asante (Ashanti) of Ghana in particular. It is played across West Africa, with local names and local rules. The version that competitions use is called abapa, a Twi word; it is the one played on this site.

oware-history-caribbean-heading = The Caribbean
oware-history-caribbean = Enslaved West Africans brought the game with them to the Caribbean, where it has been played ever since. It is best known today in Antigua and Barbuda and in Barbados, where it is called warri.

oware-history-play-today-heading = How it is played today
oware-history-play-today = In Britain the Oware Society, founded in 1995, promotes the game and runs tournaments, and the Mind Sports Olympiad in London has held Oware tournaments since its first edition in 1997. Tournaments play abapa; at the Mind Sports Olympiad a move that would capture all of the opponent's seeds may be played but captures nothing, as on this site by default. Online, Oware is played on sites such as PlayStrategy, a free site built on the code of lichess, which offers rated games and regular arenas.

oware-history-solved-heading = Solved by computers
oware-history-solved = In 2002 John Romein and Henri Bal of the Vrije Universiteit Amsterdam solved awari. Working backwards from the end of the game, a method called retrograde analysis, their programs found the result of every position that can occur, about 889 billion of them, on a cluster of 144 processors. With perfect play on both sides the game is a draw. They used the rules of awari research, which differ from abapa in details such as the grand slam, so their result is exact for those rules.

## The sources: authors and titles stay as published.

oware-history-sources-heading = Sources
oware-history-source-1 = Laurence Russ, “The Complete Mancala Games Book: How to Play the World's Oldest Board Games”, Marlowe & Company, New York, 2000.
oware-history-source-2 = The Oware Society, “Abapa Rules”, oware.org.
oware-history-source-3 = Mind Sports Olympiad, “Oware” (tournament page), msoworld.com.
oware-history-source-4 = John W. Romein, Henri E. Bal, “Solving Awari with Parallel Retrograde Analysis”, IEEE Computer 36(10), 2003.
oware-history-rules-link = How to play Oware
oware-history-kalah-link = The history of Kalah and Mancala
