## /oware/history: Oware's names, its home in West Africa, the Caribbean,
## how it is played today and how it was solved, with numbered sources.

oware-history-title = Die Geschichte von Oware
oware-history-description = Woher Oware kommt: seine vielen Namen, seine Heimat in Westafrika, sein Weg in die Karibik, wie es heute gespielt wird und wie Computer es gelöst haben.
oware-history-lead = Oware gehört zu den meistgespielten Spielen der Mancala-Familie: zwei Reihen mit je sechs Mulden, 48 Samen und Beute aus Zweiern und Dreiern. Es hat viele Namen und eine lange Geschichte auf beiden Seiten des Atlantiks.
# The spoken name of a reference mark such as [3].
oware-history-source-label = Quelle { $number }

oware-history-names-heading = Ein Spiel, viele Namen
oware-history-names = Oware ist der Name des Spiels auf Twi, einer Sprache der Akan in Ghana. Anderswo heißt dasselbe Spiel oder ein enger Verwandter Awalé in der Elfenbeinküste, Ayò bei den Yoruba in Nigeria, Wari in Mali, Ouri oder Ouril auf den Kapverden und Warri in der Karibik. Im Englischen heißt es oft Awari, der Name, den auch die Computerforschung verwendet.

oware-history-west-africa-heading = Westafrika
oware-history-west-africa = Wo das Spiel entstanden ist, weiß man nicht, aber am engsten ist es mit den Akan verbunden, besonders mit den Asante (Ashanti) in Ghana. Gespielt wird es in ganz Westafrika, mit eigenen Namen und eigenen Regeln. Die Fassung, die bei Turnieren gespielt wird, heißt Abapa, ein Wort aus dem Twi; nach ihr wird auch auf dieser Seite gespielt.

oware-history-caribbean-heading = Die Karibik
oware-history-caribbean = Versklavte Westafrikaner brachten das Spiel in die Karibik, wo es seitdem gespielt wird. Am bekanntesten ist es heute in Antigua und Barbuda und auf Barbados, wo es Warri heißt.

oware-history-play-today-heading = Wie heute gespielt wird
oware-history-play-today = In Großbritannien fördert die 1995 gegründete Oware Society das Spiel und richtet Turniere aus, und die Mind Sports Olympiad in London hat seit ihrer ersten Ausgabe 1997 Oware-Turniere im Programm. Turniere werden nach Abapa gespielt; bei der Mind Sports Olympiad darf ein Zug, der alle Samen des Gegners erbeuten würde, gespielt werden, erbeutet aber nichts – so wie standardmäßig auf dieser Seite. Online wird Oware auf Seiten wie PlayStrategy gespielt, einer kostenlosen Seite auf der Grundlage des Codes von lichess, mit Wertungspartien und regelmäßigen Arenen.

oware-history-solved-heading = Von Computern gelöst
oware-history-solved = 2002 lösten John Romein und Henri Bal von der Vrije Universiteit Amsterdam Awari. Ihre Programme arbeiteten sich vom Ende des Spiels rückwärts vor, ein Verfahren namens retrograde Analyse, und ermittelten auf einem Rechnerverbund mit 144 Prozessoren das Ergebnis jeder Stellung, die vorkommen kann, rund 889 Milliarden. Spielen beide Seiten perfekt, endet die Partie unentschieden. Sie verwendeten die Regeln der Awari-Forschung, die sich in Einzelheiten wie dem Grand Slam von Abapa unterscheiden; ihr Ergebnis gilt also genau für diese Regeln.

## The sources: authors and titles stay as published.

oware-history-sources-heading = Quellen
oware-history-source-1 = Laurence Russ, „The Complete Mancala Games Book: How to Play the World's Oldest Board Games“, Marlowe & Company, New York, 2000.
oware-history-source-2 = The Oware Society, „Abapa-Regeln“, oware.org.
oware-history-source-3 = Mind Sports Olympiad, „Oware“ (Turnierseite), msoworld.com.
oware-history-source-4 = John W. Romein, Henri E. Bal, „Solving Awari with Parallel Retrograde Analysis“, IEEE Computer 36(10), 2003.
oware-history-rules-link = So spielst du Oware
oware-history-kalah-link = Die Geschichte von Kalah und Mancala
