## The home page: how to play, against whom.

home-title = Kalah spielen
home-description = Spiel Kalah, das klassische Mancala-Spiel: gegen den Computer von Leicht bis zum perfekten Experten, mit einem Freund über einen Link oder zu zweit an einem Gerät; mit oder ohne JavaScript.
home-lead = Säe Steine rund ums Brett: Landet dein letzter Stein in deiner Kalaha, hast du einen Extrazug; landet er in einer leeren Mulde, erbeutest du. Wer die meisten Steine in seiner Kalaha hat, gewinnt.

home-computer = Gegen den Computer spielen
home-you-play-first = Du beginnst.
# $level: a level's name (level-medium).
home-play-second = Als Zweiter spielen · { $level }
# Before a list of levels.
home-level = Stufe
# Before a list: first, second.
home-you-play = Du spielst
home-seat-first = als Erster
home-seat-second = als Zweiter
home-start = Starten

# The variant fields of every new-game form, also in the lobby.
home-stones-per-pit = Steine pro Mulde
home-empty-capture = Leerfang-Regel

home-people = Gegen Menschen spielen
home-people-intro = Finde in der Lobby einen Gegner: Live-Partien mit Uhr oder Fernpartien mit Tagen pro Zug, gewertet oder ungewertet. Ohne Anmeldung, du brauchst nur einen Namen.
home-people-link = Zur Lobby

home-friend = Mit einem Freund spielen
home-friend-intro = Du bekommst einen Link zum Verschicken; dein Freund öffnet ihn auf seinem eigenen Gerät und steigt ein. Du beginnst.
home-friend-link = Mit einem Freund spielen (Link verschicken)
home-friend-variant = Mit einem Freund in dieser Variante spielen

# Heading and button.
home-same-device = 2 Spieler an diesem Gerät
home-same-device-intro = Abwechselnd an einem Bildschirm. Spieler 1 zieht zuerst.
home-same-device-variant = 2 Spieler in dieser Variante
# Followed by a link, home-variants-link.
home-variants = Varianten: 3 bis 6 Steine pro Mulde und die Leerfang-Regel.
home-variants-link = Was sie ändern

# One line: home-study, a link (home-study-analysis), home-study-between,
# a link (home-study-puzzles), home-study-end right after it.
home-study = Zum Lernen:
home-study-analysis = das Analysebrett
home-study-between = (jede Stellung, der Wert jedes Zugs bei perfektem Spiel) und
home-study-puzzles = Aufgaben
home-study-end = .
