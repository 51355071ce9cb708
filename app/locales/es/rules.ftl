## /rules: the rules for a first game, with diagrams.
## A diagram's caption is also what a screen reader calls its board.

rules-title = Cómo jugar al Kalah
rules-description = Las reglas del Kalah para tu primera partida: la siembra, los turnos extra, las capturas y el final, con pequeños diagramas del tablero.
rules-lead = Dos jugadores, doce hoyos, dos graneros, 48 semillas. Se mueven las semillas alrededor del tablero; gana quien tenga más semillas en su granero al final.

rules-board-heading = El tablero
rules-board-text = Cada jugador tiene los seis hoyos de su lado y el granero (el hoyo grande) a su derecha. Al empezar, cada hoyo tiene cuatro semillas y los dos graneros están vacíos. Empieza el Jugador 1.
rules-board-caption = El inicio: cuatro semillas en cada hoyo y los graneros vacíos. Los hoyos del Jugador 1 son la fila de abajo, numerados del 1 al 6 de izquierda a derecha; su granero está a la derecha.

rules-sowing-heading = La siembra
rules-sowing-text = En tu turno, elige uno de tus hoyos que tenga semillas. Tómalas todas y deja una en cada hoyo siguiente, en sentido antihorario: a lo largo de tu fila, en tu propio granero y luego a lo largo de la fila de tu rival. El granero de tu rival siempre se salta.
rules-sowing-caption = El Jugador 1 sembró el hoyo 6: una semilla en su granero y luego una en cada uno de los tres primeros hoyos del Jugador 2. Ahora le toca al Jugador 2.

rules-extra-heading = Turno extra
rules-extra-text = Si tu última semilla cae en tu propio granero, vuelves a jugar. No hay límite: una buena jugada puede llevar a otra.
rules-extra-caption = El Jugador 1 sembró el hoyo 3: sus cuatro semillas llegan justo al granero, así que el Jugador 1 vuelve a jugar.

rules-lap-heading = Dar la vuelta al tablero
rules-lap-text = Un hoyo con 13 semillas o más las reparte dando la vuelta completa: pasan por tu granero, recorren la fila de tu rival (sin entrar nunca en su granero) y vuelven a tus propios hoyos, incluido el hoyo del que saliste.
rules-lap-caption = El Jugador 1 sembró 13 semillas desde el hoyo 3. La última volvió al hoyo 3, que ya estaba vacío, así que capturó las 5 semillas de enfrente junto con ella misma.

rules-capture-heading = La captura
rules-capture-text = Si tu última semilla cae en un hoyo vacío de tu lado y el hoyo de enfrente, en el lado de tu rival, tiene semillas, capturas: esa última semilla y todas las de enfrente van a tu granero. Después pasa el turno.
rules-capture-caption = El Jugador 1 sembró el hoyo 1: su única semilla cayó en el hoyo 2, vacío, frente al hoyo 5 del Jugador 2, que tenía 6 semillas. Las 7 fueron al granero del Jugador 1.

rules-no-capture-heading = Sin captura si el hoyo de enfrente está vacío
rules-no-capture-text = Si el hoyo de enfrente está vacío, no se captura nada: la semilla simplemente se queda donde cayó.
rules-no-capture-caption = La misma jugada, pero el hoyo 5 del Jugador 2 estaba vacío: la semilla se queda en el hoyo 2 y pasa el turno.

rules-end-heading = El final
rules-end-text = La partida termina en cuanto los seis hoyos de cualquiera de los dos jugadores quedan vacíos, después de cualquier jugada, incluso una que haya dado un turno extra. Entonces, cada semilla que quede en un hoyo va al granero del jugador de ese lado. Gana quien tenga más semillas en su granero; 24 a 24 es empate. Con 48 semillas, 25 en tu granero te dan la victoria, pase lo que pase después.
rules-end-caption = El Jugador 1 terminó en su granero con su última semilla y vació su lado. El Jugador 2 se queda con las 16 semillas que quedan en su lado y gana 27 a 21.

rules-house-heading = Reglas caseras que puedes encontrar en otros sitios
# Followed by a link to the variants page, then rules-house-after.
rules-house-before = Algunos sitios web y juegos comerciales se juegan de forma un poco distinta. Por defecto jugamos con las reglas de arriba; la regla de captura en vacío se puede elegir al empezar una partida (consulta
rules-house-link = Variantes
rules-house-after = ).
rules-house-until-stuck = La partida sigue hasta que el jugador al que le toca se queda sin semillas, en lugar de terminar cuando uno de los lados está vacío.
rules-house-pass = Un jugador sin semillas simplemente pierde su turno.
rules-house-empty-capture = La última semilla, sola, se captura aunque el hoyo de enfrente esté vacío (la regla de captura en vacío).
rules-house-pie = La regla del pastel: tras la primera jugada, el segundo jugador puede cambiar de lado, para compensar la ventaja del primero.

rules-start-link = Empezar una partida
rules-strategy-link = Consejos de estrategia
