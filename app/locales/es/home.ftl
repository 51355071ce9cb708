## The home page: how to play, against whom.

home-title = Juega al Kalah
home-description = Juega al Kalah, el clásico juego de Mancala: contra la computadora, desde Fácil hasta un Experto perfecto, con un amigo mediante un enlace o entre dos en un mismo dispositivo; con o sin JavaScript.
home-lead = Siembra semillas alrededor del tablero: si terminas en tu granero, tienes turno extra; si terminas en un hoyo vacío, capturas. Gana quien tenga más semillas en su granero.

home-computer = Jugar contra la computadora
home-you-play-first = Tú empiezas.
# $level: a level's name (level-medium).
home-play-second = Jugar segundo · { $level }
# Before a list of levels.
home-level = Nivel
# Before a list: first, second.
home-you-play = Juegas
home-seat-first = primero
home-seat-second = segundo
home-start = Empezar

# The variant fields of every new-game form, also in the lobby.
home-stones-per-pit = Semillas por hoyo
home-empty-capture = Regla de captura en vacío

home-people = Jugar contra personas
home-people-intro = Encuentra un rival en la sala: partidas en vivo con reloj o por correspondencia con días por jugada; clasificatorias o amistosas. Sin registrarte, solo con un nombre.
home-people-link = Ir a la sala

home-friend = Jugar con un amigo
home-friend-intro = Consigue un enlace para enviar; tu amigo lo abre en su propio dispositivo y se une. Tú empiezas.
home-friend-link = Jugar con un amigo (enviar un enlace)
home-friend-variant = Jugar con un amigo con esta variante

# Heading and button.
home-same-device = 2 jugadores en este dispositivo
home-same-device-intro = Por turnos, en una misma pantalla. El Jugador 1 empieza.
home-same-device-variant = 2 jugadores con esta variante
# Followed by a link, home-variants-link.
home-variants = Variantes: de 3 a 6 semillas por hoyo y la regla de captura en vacío.
home-variants-link = Qué cambian

# One line: home-study, a link (home-study-analysis), home-study-between,
# a link (home-study-puzzles), home-study-end right after it.
home-study = Para estudiar:
home-study-analysis = el tablero de análisis
home-study-between = (cualquier posición, el valor de cada jugada con juego perfecto) y los
home-study-puzzles = problemas
home-study-end = .
