## Rund um jede Seite: Kopfzeile, Fußzeile und Sprachmenü.

site-skip = Zur Partie springen
site-nav = Website
site-more = Weitere Seiten
site-footer = Kalah, das Mancala-Spiel mit zwei Reihen und zwei Kalahas, gespielt nach den Standardregeln.
nav-lobby = Gegen Menschen spielen
nav-rules = Regeln
nav-strategy = Strategie
nav-games = Deine Partien
nav-achievements = Erfolge
nav-tournaments = Turniere
nav-watch = Partien zuschauen
nav-leaderboard = Bestenliste
nav-analysis = Analysebrett
nav-puzzles = Aufgaben
nav-history = Geschichte
nav-faq = FAQ
nav-variants = Varianten
nav-device = Auf einem anderen Gerät weiterspielen
language-label = Sprache
language-change = Wechseln
language-unknown = Diese Sprache bietet die Website nicht an ({ $given }). Es wurde nichts geändert; wähle eine aus der Liste.
language-unknown-title = Sprache nicht verfügbar
back-to-kalah = Zurück zu Kalah
unavailable-title = Versuch es gleich noch einmal
unavailable-message = Der Server konnte gerade nichts speichern oder laden, daher hat diese Anfrage nichts bewirkt. Bitte versuch es gleich noch einmal.
refused-other-site-title = Von einer anderen Website gesendet
refused-other-site = Dieses Formular wurde von einer Seite einer anderen Website an Kalah gesendet und deshalb abgelehnt; es wurde nichts geändert. Um zu spielen, öffne Kalah selbst.
refused-too-large-title = Zu viel gesendet
refused-too-large = Diese Anfrage war weit größer als jedes Formular dieser Website und wurde deshalb abgelehnt; es wurde nichts geändert.
refused-slow-down-title = Langsamer, bitte
refused-not-done-title = Nicht ausgeführt
refused-unreadable-title = Formular nicht verstanden
refused-unreadable = Dieses Formular ließ sich nicht lesen, daher wurde es abgelehnt und nichts hat sich geändert. Geh zurück zur Seite und sende es von dort.

## Die Partiedatei zum Herunterladen. Züge und Stellungen stehen in der
## Notation der Regelseite und bleiben, wie sie sind.

record-title = Kalah-Partieprotokoll
record-variant = Variante: { $stones } Steine pro Mulde, normales Erbeuten
record-variant-empty-capture = Variante: { $stones } Steine pro Mulde, Leerfang
record-start = Anfang: { $position }
record-moves = Züge: { $moves }
record-position = Stellung: { $position }
record-unproved = Nicht bewiesen (Experte hat gesucht): Züge { $plies }
record-resigned = Aufgegeben: { $name }
