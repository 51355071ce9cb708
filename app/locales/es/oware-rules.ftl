## /oware/rules: Oware's rules for a first game, each with a worked example
## drawn before and after its move. A diagram's caption is also what a
## screen reader calls its board.

oware-rules-title = Cómo jugar al Oware
oware-rules-description = Las reglas del Oware (también llamado Awalé o Awari) para tu primera partida: la siembra, la vuelta completa, las capturas, la obligación de alimentar, el gran slam y el final, con ejemplos en pequeños diagramas del tablero.
oware-rules-lead = Dos jugadores, doce hoyos, 48 semillas y ningún granero. Siembra semillas alrededor del tablero, captura doses y treses en la fila de tu rival, no lo dejes nunca sin semillas y gana llevándote más de la mitad.

oware-rules-board-heading = El tablero
oware-rules-board-text = El tablero tiene dos filas de seis hoyos. Cada jugador tiene la fila que está delante de él y numera sus hoyos del 1 al 6 empezando por su izquierda. Al empezar, cada hoyo tiene cuatro semillas, 48 en total. No hay graneros en juego: cada jugador guarda junto al tablero las semillas que captura. Empieza el Jugador 1.
oware-rules-board-caption = El inicio: cuatro semillas en cada hoyo y todavía ninguna captura. Los hoyos del Jugador 1 son la fila de abajo, numerados del 1 al 6 de izquierda a derecha; los del Jugador 2 son la fila de arriba, numerados desde la izquierda del Jugador 2, es decir, de derecha a izquierda tal como los ves. Los números junto a las filas son las semillas capturadas por cada jugador.

oware-rules-sowing-heading = La siembra
oware-rules-sowing-text = En tu turno, elige uno de tus hoyos que no esté vacío. Toma todas sus semillas y déjalas de una en una en los hoyos siguientes, en sentido antihorario: a lo largo de tu fila hasta el hoyo 6, luego a lo largo de la fila de tu rival desde su hoyo 1, y así dando vueltas. Las semillas solo van a los hoyos.
oware-rules-sowing-before = El inicio. El Jugador 1 siembra el hoyo 6, con sus cuatro semillas.
oware-rules-sowing-after = Cayó una semilla en cada uno de los hoyos 1 a 4 del Jugador 2, que ahora tienen 5. El hoyo 6 del Jugador 1 quedó vacío, y ahora le toca al Jugador 2.

oware-rules-lap-heading = Dar la vuelta al tablero
oware-rules-lap-text = Un hoyo con 12 semillas o más las envía a dar la vuelta completa al tablero. El hoyo del que salen se salta: se queda vacío, y la siembra sigue en el hoyo siguiente.
oware-rules-lap-before = El Jugador 1 siembra el hoyo 1, con sus 12 semillas.
oware-rules-lap-after = Once semillas fueron, una a una, a los otros once hoyos. La duodécima se saltó el hoyo 1, que se queda vacío, y cayó en el hoyo 2, que ahora tiene 2.

oware-rules-capture-heading = La captura
oware-rules-capture-text = Si tu última semilla cae en un hoyo de tu rival y ese hoyo queda con 2 o 3 semillas, las capturas. Después mira el hoyo anterior: si también está en la fila de tu rival y también tiene 2 o 3, lo capturas también, y así sucesivamente hacia atrás.
oware-rules-chain-before = El hoyo 1 del Jugador 2 tiene 2 semillas y su hoyo 2 tiene 1. El Jugador 1 siembra el hoyo 4, con sus cuatro semillas.
oware-rules-chain-after = La última semilla dejó el hoyo 2 del Jugador 2 con 2, y la anterior dejó el hoyo 1 con 3. El Jugador 1 capturó los dos, 5 semillas, y ahora tiene 19.
oware-rules-chain-stops-text = La cadena se detiene en el primer hoyo que tenga otra cantidad, o que esté en tu propia fila. Los hoyos que quedan más allá están a salvo, aunque tengan 2 o 3.
oware-rules-chain-stops-before = Casi el mismo tablero, pero el hoyo 1 del Jugador 2 tiene 4 semillas y su hoyo 4 tiene 3. El Jugador 1 siembra el hoyo 4, con sus cuatro semillas.
oware-rules-chain-stops-after = El hoyo 2 quedó con 2 y fue capturado, pero el hoyo 1 llegó a 5, así que la cadena se detuvo ahí: el Jugador 1 solo capturó 2 semillas y ahora tiene 16. El hoyo 4 del Jugador 2 sigue teniendo 3: la cadena nunca llegó a él.

oware-rules-feeding-heading = Alimentar a tu rival
oware-rules-feeding-text = Si tu rival se quedó sin semillas, tienes que hacer una jugada que le dé alguna. Una jugada que deja su fila vacía no está permitida mientras otra llegue a ella. Si ninguna de tus jugadas puede, la partida termina.
oware-rules-feeding-before = El Jugador 2 no tiene semillas. El hoyo 1 del Jugador 1 dejaría su única semilla en el hoyo 2, en la fila del propio Jugador 1, así que no está permitido. El Jugador 1 siembra el hoyo 5, con sus tres semillas.
oware-rules-feeding-after = Las semillas del hoyo 5 fueron al hoyo 6 del Jugador 1 y a los hoyos 1 y 2 del Jugador 2. El Jugador 2 vuelve a tener semillas, y le toca jugar.

oware-rules-grand-slam-heading = El gran slam
oware-rules-grand-slam-text = Un gran slam es una jugada que capturaría todas las semillas que le quedan a tu rival en su fila. Por defecto puedes hacerla, pero no captura nada: las semillas se quedan donde cayeron.
oware-rules-grand-slam-before = El Jugador 2 tiene 1 semilla en el hoyo 1 y 2 en el hoyo 2. El Jugador 1 siembra el hoyo 6, con sus dos semillas.
oware-rules-grand-slam-after = La jugada habría capturado los dos hoyos del Jugador 2, sus 5 semillas, así que no capturó nada. El Jugador 1 ya no tiene semillas y ninguna jugada del Jugador 2 llega a su fila, así que la partida terminó: el Jugador 2 suma las 5 semillas de su fila y gana 28 a 20.
oware-rules-grand-slam-forbidden-text = Con la otra opción, «prohibido salvo que sea la única jugada», un gran slam no está permitido mientras tengas otra jugada. Si es tu única jugada, la haces, y no captura nada.
oware-rules-grand-slam-forbidden-before = Con la opción «prohibido salvo que sea la única jugada»: el hoyo 6 del Jugador 1 capturaría los dos hoyos del Jugador 2, sus 5 semillas, así que no está permitido. El Jugador 1 siembra el hoyo 1, con su única semilla.
oware-rules-grand-slam-forbidden-after = La semilla fue al hoyo 2 del Jugador 1. No se capturó nada, y ahora le toca al Jugador 2.

oware-rules-end-heading = El final
oware-rules-end-text = Un jugador que captura más de 24 semillas, más de la mitad, gana, y la partida termina. También termina cuando el jugador al que le toca no tiene semillas, o no puede darle ninguna a un rival que no tiene: entonces cada jugador suma a sus capturas las semillas de su propia fila. Gana quien tenga más semillas; 24 a 24 es empate.

oware-rules-repetition-heading = Una posición repetida
oware-rules-repetition-text = Si una posición se repite, con las mismas semillas en cada hoyo y el mismo jugador con el turno, la partida termina. Una captura cambia las semillas, así que solo pueden repetirse las posiciones desde la última captura. Por defecto, cada jugador suma entonces a sus capturas las semillas de su propia fila.
oware-rules-repetition-before = Una semilla cada uno, y le toca al Jugador 1. El Jugador 1 siembra el hoyo 2; luego las dos semillas se persiguen alrededor del tablero, un hoyo por jugada.
oware-rules-repetition-after = Tras doce jugadas volvió la primera posición, así que la partida terminó. Cada jugador se llevó la semilla de su propia fila: 24 a 24, empate.

oware-rules-options-heading = Dos opciones
oware-rules-options-text = No todos los jugadores están de acuerdo en dos puntos, así que puedes elegirlos al empezar una partida. Por defecto jugamos la primera opción de cada uno; ninguna de las dos cambia otra regla.
oware-rules-option-grand-slam = Gran slam: «permitido, no captura nada», como lo juegan la Oware Society y PlayStrategy, o «prohibido salvo que sea la única jugada», la convención de la investigación sobre el Awari.
oware-rules-option-cycles = Posición repetida: «cada uno se lleva su propia fila», como en PlayStrategy, o «las semillas restantes se reparten» a partes iguales (si sobra una, no se la lleva nadie), como en las bases de datos publicadas del Awari.

oware-rules-play-link = Jugar al Oware
oware-rules-strategy-link = Estrategia del Oware
oware-rules-history-link = La historia del Oware
