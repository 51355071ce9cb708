## Alrededor de cada página: la cabecera, el pie y el menú de idiomas.

site-skip = Saltar a la partida
site-nav = Sitio
site-more = Más páginas
site-footer = Kalah, el juego de mancala de dos filas y dos graneros, jugado con sus reglas estándar.
nav-lobby = Jugar contra personas
nav-rules = Reglas
nav-strategy = Estrategia
nav-games = Tus partidas
nav-achievements = Logros
nav-tournaments = Torneos
nav-watch = Ver partidas
nav-leaderboard = Clasificación
nav-analysis = Tablero de análisis
nav-puzzles = Problemas
nav-history = Historia
nav-faq = Preguntas frecuentes
nav-variants = Variantes
nav-device = Seguir en otro dispositivo
language-label = Idioma
language-change = Cambiar
language-unknown = Este sitio no ofrece ese idioma ({ $given }). No cambió nada; elige uno de la lista.
language-unknown-title = Idioma no disponible
back-to-kalah = Volver a Kalah
unavailable-title = Vuelve a intentarlo en un momento
unavailable-message = El servidor no pudo guardar ni cargar en este momento, así que esta solicitud no hizo nada. Vuelve a intentarlo en un momento.
refused-other-site-title = Enviado desde otro sitio web
refused-other-site = Una página de otro sitio web envió este formulario a Kalah, así que se rechazó y no cambió nada. Para jugar, abre Kalah directamente.
refused-too-large-title = Se envió demasiado
refused-too-large = Esa solicitud era mucho más grande que cualquier formulario de este sitio, así que se rechazó y no cambió nada.
refused-slow-down-title = Más despacio
refused-not-done-title = No se hizo
refused-unreadable-title = Formulario no entendido
refused-unreadable = Este formulario no se pudo leer, así que se rechazó y nada cambió. Vuelve a la página y envíalo desde allí.

## El registro de la partida que se descarga. Las jugadas y las posiciones
## están en la notación de la página de reglas y se quedan como están.

record-title = Registro de partida de Kalah
record-variant = Variante: { $stones } semillas por hoyo, captura estándar
record-variant-empty-capture = Variante: { $stones } semillas por hoyo, captura en vacío
record-start = Inicio: { $position }
record-moves = Jugadas: { $moves }
record-position = Posición: { $position }
record-unproved = Sin demostrar (búsqueda del nivel Experto): jugadas { $plies }
record-resigned = Se rindió: { $name }
