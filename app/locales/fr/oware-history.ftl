## /oware/history: Oware's names, its home in West Africa, the Caribbean,
## how it is played today and how it was solved, with numbered sources.

oware-history-title = L'histoire de l'Oware
oware-history-description = D'où vient l'Oware : ses nombreux noms, son berceau en Afrique de l'Ouest, son voyage vers les Caraïbes, la façon dont on y joue aujourd'hui et comment les ordinateurs l'ont résolu.
oware-history-lead = L'Oware est l'un des jeux les plus pratiqués de la famille du mancala : deux rangées de six cases, 48 graines, et des captures de 2 et de 3 graines. Il porte de nombreux noms et a une longue histoire des deux côtés de l'Atlantique.
# The spoken name of a reference mark such as [3].
oware-history-source-label = source { $number }

oware-history-names-heading = Un jeu, de nombreux noms
oware-history-names = Oware est le nom du jeu en twi, une langue des Akan du Ghana. Ailleurs, le même jeu, ou un proche parent, s'appelle awalé en Côte d'Ivoire, ayò chez les Yoruba du Nigeria, wari au Mali, ouri ou ouril au Cap-Vert et warri dans les Caraïbes. En anglais, on l'appelle souvent awari, le nom qu'utilise la recherche informatique.

oware-history-west-africa-heading = L'Afrique de l'Ouest
oware-history-west-africa = On ne sait pas où le jeu est né, mais il est surtout lié aux Akan, et en particulier aux Ashanti (Asante) du Ghana. On y joue dans toute l'Afrique de l'Ouest, avec des noms et des règles propres à chaque région. La version jouée en compétition s'appelle abapa, un mot twi ; c'est celle que l'on joue sur ce site.

oware-history-caribbean-heading = Les Caraïbes
oware-history-caribbean = Des Africains de l'Ouest réduits en esclavage ont emporté le jeu avec eux dans les Caraïbes, où l'on y joue depuis. Il est aujourd'hui surtout connu à Antigua-et-Barbuda et à la Barbade, où on l'appelle warri.

oware-history-play-today-heading = Comment on y joue aujourd'hui
oware-history-play-today = Au Royaume-Uni, l'Oware Society, fondée en 1995, fait connaître le jeu et organise des tournois, et la Mind Sports Olympiad de Londres propose des tournois d'Oware depuis sa première édition, en 1997. Les tournois se jouent selon l'abapa ; à la Mind Sports Olympiad, un coup qui capturerait toutes les graines de l'adversaire peut être joué mais ne capture rien, comme par défaut sur ce site. En ligne, on joue à l'Oware sur des sites comme PlayStrategy, un site gratuit construit sur le code de lichess, qui propose des parties classées et des arènes régulières.

oware-history-solved-heading = Résolu par les ordinateurs
oware-history-solved = En 2002, John Romein et Henri Bal, de la Vrije Universiteit Amsterdam, ont résolu l'awari. En partant de la fin de la partie et en remontant, une méthode appelée analyse rétrograde, leurs programmes ont calculé le résultat de toutes les positions possibles, environ 889 milliards, sur une grappe de 144 processeurs. Si les deux camps jouent parfaitement, la partie est nulle. Ils ont utilisé les règles de la recherche sur l'awari, qui diffèrent de l'abapa sur des détails comme le grand chelem : leur résultat est donc exact pour ces règles-là.

## The sources: authors and titles stay as published.

oware-history-sources-heading = Sources
oware-history-source-1 = Laurence Russ, « The Complete Mancala Games Book: How to Play the World's Oldest Board Games », Marlowe & Company, New York, 2000.
oware-history-source-2 = The Oware Society, « Règles abapa », oware.org.
oware-history-source-3 = Mind Sports Olympiad, « Oware » (page du tournoi), msoworld.com.
oware-history-source-4 = John W. Romein, Henri E. Bal, « Solving Awari with Parallel Retrograde Analysis », IEEE Computer 36(10), 2003.
oware-history-rules-link = Comment jouer à l'Oware
oware-history-kalah-link = L'histoire du Kalah et du mancala
