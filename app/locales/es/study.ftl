## El análisis de una partida (/game/…/analysis), el tablero de análisis
## (/analysis) y lo que demuestra Experto.

analysis-solving = Resolviendo las posiciones de la partida…
analysis-unavailable = Análisis no disponible
analysis-new-game = Empezar una partida nueva
analysis-title = Análisis: { $setup }
analysis-heading = Análisis
analysis-intro = Cada jugada con su valor si ambos lados juegan perfecto desde ese momento: la diferencia final entre los graneros para quien hizo la jugada. Una jugada regala semillas cuando había una mejor.
analysis-no-moves = Aún no hay jugadas que analizar.
analysis-summary = { $judged } de { $total } jugadas evaluadas. { $losing } de ellas regalaron semillas ({ $lost } en total).
analysis-summary-solving = Las otras { $count } se están resolviendo; esta página se actualiza sola cada { $seconds } segundos.
analysis-summary-unsolved = Las otras { $count } no se pudieron resolver aquí en el tiempo que permite este servidor.
analysis-move-in-replay = Jugada { $number } en la repetición
analysis-study-before = Estudiar la posición anterior
analysis-back = Volver a la partida

study-title = Tablero de análisis
study-description = Prepara cualquier posición de Kalah y mira cuánto vale cada jugada con juego perfecto.
study-solving = Resolviendo la posición…
study-rules = Las reglas
study-strategy = Estrategia
study-mistakes = Esa posición no se puede estudiar:
study-value = Mueve { $player }. Si ambos lados juegan perfecto, { $player } { $outcome } (la diferencia final entre los graneros).
study-to-move = Mueve { $player }.
study-all-solved = Las { $total } jugadas están resueltas.
study-progress-solving = { $solved } de { $total } jugadas resueltas; las otras { $open } se están resolviendo y esta página se actualiza sola cada { $seconds } segundos.
study-progress-busy = { $solved } de { $total } jugadas resueltas. El solucionador está ocupado con otras posiciones; esta página volverá a preguntar en { $seconds } segundos.
study-progress-unsolved = { $solved } de { $total } jugadas resueltas; las otras { $open } no se pudieron resolver aquí en el tiempo que permite este servidor.
study-worth-best = valor { $value }, la mejor
study-worth = valor { $value }
study-not-solved = aún sin resolver
study-pit = Hoyo { $pit }
study-line = : { $worth }; { $does }.
study-does-end = termina la partida, { $score } a { $other_score }
study-does-extra-turn = la última semilla cae en el granero: turno extra
study-does-capture = captura { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} (el hoyo { $facing } del otro lado y la última semilla)
study-does-pass = el turno pasa al otro lado
study-board-label = La posición estudiada
study-link = Enlace a esta posición
study-moves = Jugadas, la mejor primero
study-play-from-here = Jugar desde aquí
study-against-computer = Contra la computadora, jugando tú como { $player }:
study-play-computer = Jugar contra la computadora
study-two-players = Dos jugadores en este dispositivo

study-setup-heading = Preparar una posición
study-setup-stones = Semillas en cada hoyo y granero
study-setup-empty-capture = Regla de captura en vacío (una última semilla en un hoyo vacío captura aunque el hoyo de enfrente esté vacío)
study-setup-submit = Estudiar esta posición

study-place-pit = El hoyo { $pit } del Jugador { $player }
study-place-store = El granero del Jugador { $player }
study-whose-turn = A quién le toca
study-game-over = Esa partida ya terminó: el tablero de análisis estudia posiciones en las que queda una jugada por hacer.
study-say-turn = Indica a quién le toca: Jugador 1 o Jugador 2.
study-too-many = { $place } admite como mucho { $most } semillas, todas las de una partida de 6 semillas.
study-field-empty = { $place } está vacío: indica un número de semillas.
study-not-a-number = { $place } dice «{ $text }»: indica un número entero de semillas, de 0 a { $most }.
study-count = Una posición son 15 números: los hoyos 1 a 6 y el granero del Jugador 1, los hoyos 1 a 6 y el granero del Jugador 2, y después a quién le toca (1 o 2). Esta tiene { $found }.
study-negative = { $place } no puede tener menos de 0 semillas.
study-stone-total = El tablero tiene { $found } semillas en total, pero una partida tiene 36, 48, 60 o 72 (de 3 a 6 en cada hoyo al empezar).
study-player = A quién le toca debe ser 1 o 2, no «{ $text }».
study-side-empty = Todos los hoyos del Jugador { $player } están vacíos, así que esa partida ya terminó: el tablero de análisis estudia posiciones en las que queda una jugada por hacer.
study-stones-left = En una partida terminada (14 números) todas las semillas están en un granero; añade a quién le toca para estudiar una partida en curso.
study-unreadable = Esa posición no se puede leer: { $error }.

proof-variant = Kalah de { $stones } semillas
proof-variant-empty-capture = Kalah de { $stones } semillas con la regla de captura en vacío
proof-scope = Experto demuestra cada jugada que hace en el { $places }. En las demás variantes busca a fondo cuando no puede demostrar una jugada, y lo indica.
proof-scope-either = Kalah de { $counts } semillas, con cualquiera de las dos reglas de captura
proof-scope-standard = Kalah de { $counts } semillas con la captura estándar
proof-scope-empty-capture = Kalah de { $counts } semillas con la regla de captura en vacío
proof-scope-and = { $before }; en el { $place }
proof-count = { $count }
proof-counts = { $rest } y { $last }
proof-caveat = Experto no ha demostrado cada jugada en el { $variant }; en su lugar busca a fondo, y cada jugada que no pudo demostrar queda marcada.
proof-preparing = Experto todavía se está preparando: este servidor acaba de arrancar y está calculando las tablas de finales con las que Experto demuestra sus jugadas, lo que lleva unos minutos. Hasta que estén listas, cuando Experto no puede demostrar una jugada a tiempo, hace la mejor de su búsqueda y la marca como «No demostrada».
