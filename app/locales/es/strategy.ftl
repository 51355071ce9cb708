## /strategy: six tips, each with a position to practise against the computer.

strategy-title = Estrategia de Kalah
strategy-description = Consejos de Kalah con posiciones para practicar: turnos extra, la vuelta de 13 semillas, cómo defenderte de las capturas y cómo contar en el final.
strategy-lead = Seis hábitos de los jugadores fuertes. Cada uno viene con una posición en la que marca la diferencia; pruébala contra la computadora (nivel Medio), y te toca mover a ti.
strategy-try = Pruébalo contra la computadora
strategy-rules-link = Las reglas
strategy-faq-link = Preguntas frecuentes

## Each tip: a heading, the advice, and the caption of its board.

strategy-count-title = Cuenta hasta tu granero
strategy-count-advice = Un hoyo cuyas semillas llegan justo a tu granero te da un turno extra: el hoyo 6 necesita 1 semilla, el 5 necesita 2, el 4 necesita 3 y el 3 necesita 4. Al empezar, el hoyo 3 es uno de ellos, y es la única apertura que conserva la ventaja ganadora del primer jugador.
strategy-count-caption = El inicio: el hoyo 3 tiene 4 semillas, justo las necesarias para llegar al granero.

strategy-nearest-title = Primero el más cercano al granero
strategy-nearest-advice = Cuando varios hoyos te dan un turno extra, siembra primero el que esté más cerca de tu granero. Si siembras antes uno más lejano, dejas caer una semilla en el más cercano y lo echas a perder.
strategy-nearest-caption = El hoyo 6 (1 semilla) y el hoyo 5 (2 semillas) llegan los dos al granero: siembra el hoyo 6 y luego el 5.

strategy-thirteen-title = Trece semillas vuelven a casa
strategy-thirteen-advice = Un hoyo con exactamente 13 semillas da la vuelta completa y termina en sí mismo, ya vacío, justo después de que el hoyo de enfrente haya recibido una semilla: siempre captura.
strategy-thirteen-caption = El hoyo 3 tiene 13 semillas: al sembrarlo capturas el hoyo de enfrente, con la semilla que dejó allí la vuelta.

strategy-threat-title = Vigila los hoyos vacíos de tu rival
strategy-threat-advice = Tus semillas que están frente a un hoyo vacío de tu rival pueden ser capturadas si este puede terminar allí una siembra. Mueve las semillas amenazadas o siembra una semilla en su hoyo vacío.
strategy-threat-caption = El hoyo 5 del Jugador 2 está vacío y su hoyo 4 tiene 1 semilla: tus 6 semillas del hoyo 2 están en peligro.

strategy-empty-side-title = Cuenta antes de vaciar tu lado
strategy-empty-side-advice = Cuando un lado se queda vacío, la partida termina y las semillas que quedan son para el lado en el que están. Vaciar tu propio lado puede terminar la partida mientras tu rival aún tiene semillas, y se las queda: cuenta primero.
strategy-empty-side-caption = Sembrar el hoyo 6 termina la partida: el Jugador 2 se queda con 16 semillas y gana 27 a 21.

strategy-majority-title = Veinticinco es ganar
strategy-majority-advice = Con 48 semillas, 25 en tu granero te dan la victoria pase lo que pase después. Cuando las tengas, juega seguro; hasta entonces, cuenta lo que aún queda en el tablero.
strategy-majority-caption = El Jugador 1 tiene 22 en el granero y 3 en su lado: cada semilla sigue contando.
