## /oware/strategy: four ideas, each with a position to practise against the
## computer, and a word on the endgame.

oware-strategy-title = Estrategia del Oware
oware-strategy-description = Consejos de Oware con posiciones para practicar: detectar hoyos con una o dos semillas, construir un kroo, guardar una jugada de espera y alimentar una fila vacía.
oware-strategy-lead = Cuatro ideas que los jugadores fuertes tienen en cuenta, cada una con una posición en la que marca la diferencia; pruébala contra la computadora (nivel Medio), y te toca mover a ti. Después, unas palabras sobre cómo contar hasta el final.
oware-strategy-try = Pruébalo contra la computadora
oware-strategy-rules-link = Cómo jugar al Oware
oware-strategy-history-link = La historia del Oware

## Each idea: a heading, the advice, and the caption of its board.

oware-strategy-targets-title = Cuenta los unos y los doses
oware-strategy-targets-advice = Un hoyo se captura cuando tu última semilla lo deja con 2 o 3, así que los hoyos que debes buscar son los de tu rival que tienen 1 o 2 semillas. Cuenta dónde termina cada uno de tus hoyos: si la última semilla cae en uno de esos hoyos, lo capturas, y también los hoyos justo anteriores mientras lleguen a 2 o 3. Tus propios hoyos con 1 o 2 semillas son, del mismo modo, los objetivos de tu rival: llénalos o muévelos antes de que te los quite.
oware-strategy-targets-caption = Los hoyos 1, 2 y 3 del Jugador 2 tienen 2, 2 y 1 semillas. Tu hoyo 1 siembra 8 semillas y la última cae en su hoyo 3, que queda con 2, mientras que sus hoyos 2 y 1 quedan con 3 cada uno: los tres se capturan, 8 semillas, y ninguna respuesta del Jugador 2 captura nada.

oware-strategy-kroo-title = Construye un kroo
oware-strategy-kroo-advice = Un hoyo con 12 semillas o más, al que los jugadores llaman kroo, da la vuelta completa al tablero saltándose el hoyo del que sale, y en su segunda vuelta deja más semillas en la fila de tu rival. Los hoyos que allí tenían 0 o 1 semillas pueden quedar con 2 o 3, de modo que una sola jugada puede capturar varios hoyos a la vez. Deja crecer un kroo sin llamar la atención, cuenta dónde caerá su última semilla y juégalo cuando la fila de tu rival esté escasa. Por la misma razón, vigila los hoyos grandes de tu rival.
oware-strategy-kroo-caption = Tu hoyo 5 tiene 17 semillas. Once dan una vuelta completa al tablero; las seis últimas caen en tu hoyo 6 y en los hoyos 1 a 5 del Jugador 2, que quedan con 2, 2, 3, 3 y 2 semillas: los cinco se capturan, 12 semillas.

oware-strategy-tempo-title = Guarda una jugada de espera
oware-strategy-tempo-advice = Cuando las dos filas están escasas, cada jugada cambia algo: vacía un hoyo, pasa una semilla al otro lado o deja un 1 o un 2 al alcance de tu rival. Un hoyo pequeño que puedes sembrar sin regalar nada es una jugada de espera: mientras tengas una, puedes esperar, y es tu rival quien tiene que debilitar su fila. Guarda esas jugadas en reserva y cuenta cuántas le quedan a tu rival.
oware-strategy-tempo-caption = La semilla suelta de tu hoyo 1 es una jugada de espera: sembrada en el hoyo 2 no regala nada, y después cada una de las tres jugadas del Jugador 2 te permite capturar. Cualquier otra jugada deja esa semilla en el hoyo 1, donde el hoyo 6 del Jugador 2 la alcanza y captura 2 semillas.

oware-strategy-feeding-title = Alimenta lo menos posible
oware-strategy-feeding-advice = Cuando tu rival no tiene semillas, tienes que hacer una jugada que le dé alguna; las jugadas que se quedan en tu lado no están permitidas. Si ninguna jugada puede llegar a su fila, la partida termina y te quedas con las semillas de tu fila. Entre las jugadas que lo alimentan, elige la que da menos semillas, o una que prepare una captura: cada semilla que le das le ofrece jugadas a tu rival, y las semillas que quedan en su fila cuentan para él al final.
oware-strategy-feeding-caption = El Jugador 2 no tiene semillas. Tus hoyos 1 y 2 no llegan a su fila, así que no se pueden jugar; el hoyo 3 le daría 6 semillas y el hoyo 4 le daría 4, mientras que el hoyo 5 solo le da 1.

## The endgame: advice only, no board.

oware-strategy-endgame-title = Cuenta hasta veinticinco
oware-strategy-endgame-advice = Con 48 semillas, capturar 25 es ganar, y 24 a 24 es empate. Cerca del final, cuenta lo que queda en el tablero: cuando el jugador al que le toca no tiene semillas, o no puede darle ninguna a un rival que no tiene, o cuando una posición se repite, la partida termina y cada jugador suma a sus capturas las semillas de su propia fila. Guarda suficientes semillas en tu lado para esa cuenta, y recuerda que aquí una jugada que se llevaría todas las semillas que le quedan a tu rival no captura nada.
