## Los problemas (/puzzles) y un problema (/puzzles/…).

puzzles-title = Problemas de Kalah
puzzles-description = Problemas de Kalah sacados del juego perfecto: encuentra la jugada que destaca.
puzzles-heading = Problemas
puzzles-lead = Cada problema es una posición de las partidas de la computadora (los niveles entre sí, Experto contra cada nivel, el libro de aperturas) en la que una jugada destaca con juego perfecto: es la única que mantiene la victoria (o el empate), o vale claramente más que cualquier otra. Cuando da un turno extra, encuentra también la jugada siguiente.
puzzles-loading = Cargando…
puzzles-today = El problema del día
puzzles-for-you = Un problema para ti
puzzles-yours = Tus problemas
puzzles-by-difficulty = Por dificultad
puzzles-difficulty-explained = La dificultad, de 1 a 5, cuenta cuántos de los jugadores Fácil, Medio y Difícil fallan la jugada, más uno por una cadena de jugadas y uno por un resultado a { $plies } o más medias jugadas (una media jugada es la jugada de un lado; el resultado es seguro en cuanto un granero tiene más de la mitad de las semillas). Cada problema tiene además una puntuación basada en los primeros intentos de los jugadores: resolverlo es una victoria contra el problema y fallarlo, una derrota.
puzzles-total = { $count } problemas en total, cada uno encontrado y valorado por el solucionador.

puzzles-rating = Tu puntuación de problemas: { $rating }.
puzzles-rating-provisional = Tu puntuación de problemas: { $rating } (provisional: unos cuantos primeros intentos más la asentarán).
puzzles-unrated-before = Resuelve un problema para tener una puntuación de problemas. Cuenta tu primer intento en cada problema; tus intentos se quedan en este navegador, y
puzzles-unrated-link = Seguir en otro dispositivo
puzzles-unrated-after = te los lleva contigo.
puzzles-puzzle = Problema { $id }
puzzles-list-difficulty = , dificultad { $difficulty }
puzzles-standing = Resolviste { $solved } de los { $tried } problemas que intentaste. Racha: { $streak } primeros intentos resueltos seguidos (mejor: { $best }).
puzzles-missed = Fallados, para volver a intentar
puzzles-solved-list = Resueltos, los más recientes primero ({ $count })

puzzles-table-caption = Cómo les va a los jugadores en cada dificultad (solo primeros intentos)
puzzles-difficulty = Dificultad { $difficulty }
puzzles-col-difficulty = Dificultad
puzzles-col-puzzles = Problemas
puzzles-col-plies = Media de medias jugadas hasta el resultado
puzzles-col-tries = Primeros intentos
puzzles-col-solved = Resueltos
puzzles-col-rating = Puntuación media

puzzles-not-found = Ese problema no existe
puzzles-not-found-text = No hay ningún problema en este enlace. Puede que esté mal escrito.
puzzles-all = Todos los problemas
puzzles-subtitle = dificultad { $difficulty } de 5, puntuación { $rating }
puzzles-board-label = El problema
puzzles-answer-hidden = La respuesta aparece cuando lo hayas intentado.
puzzles-find = Mueve { $player }: encuentra la jugada que destaca.
puzzles-right = Correcto: el hoyo { $pit } da un turno extra. Encuentra la jugada siguiente.
puzzles-pit-outcome = el hoyo { $pit } { $outcome }
puzzles-solved = ¡Resuelto!
puzzles-then = Después: { $values }
puzzles-tried = El hoyo { $pit } { $outcome }
puzzles-tried-illegal = El hoyo { $pit } no se puede sembrar aquí
puzzles-missed-move = Esa no: { $tried }. La jugada era el hoyo { $pit }.
puzzles-sure-before = El ganador ya estaba decidido antes de esta jugada; el problema trata de por cuánto.
puzzles-sure-after = En la mejor línea, el resultado es seguro tras { $plies ->
    [one] { $plies } media jugada
   *[other] { $plies } medias jugadas
}.
puzzles-first-try-only = Solo tu primer intento en cada problema la cambia.
puzzles-try-again = Intentarlo de nuevo
puzzles-next = Siguiente problema
puzzles-study = Estudiar la posición
