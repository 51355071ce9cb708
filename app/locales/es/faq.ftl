## /faq: the questions players ask, answered briefly.

faq-title = Preguntas y respuestas sobre el Kalah
faq-description = Respuestas breves sobre el Kalah: mancala o Kalah, turnos extra, capturas, el final de la partida, jugar con un amigo, dispositivos y accesibilidad.
faq-heading = Preguntas y respuestas

faq-mancala-question = ¿Mancala es lo mismo que Kalah?
# Followed by a link to the variants page, then faq-mancala-after.
faq-mancala-before = Mancala es toda la familia de juegos de siembra; el Kalah es uno de ellos. En el Kalah capturas desde el hoyo que está frente a tu propio hoyo vacío; en el oware, por ejemplo, capturas en el lado de tu rival haciendo que un hoyo quede con 2 o 3. Consulta
faq-mancala-link = la familia del mancala
faq-mancala-after = .

faq-store-question = ¿Qué pasa cuando mi última semilla cae en mi granero?
# Followed by a link to the rules.
faq-store-answer = Vuelves a jugar, tantas veces como ocurra. La última semilla nunca puede caer en el granero de tu rival, porque al sembrar se lo salta.
faq-store-link = Las reglas

faq-capture-question = ¿Cuándo capturo?
faq-capture-answer = Solo cuando tu última semilla cae en un hoyo vacío de tu lado y el hoyo de enfrente tiene semillas. Te llevas esa semilla y las de enfrente a tu granero, y pasa el turno.

faq-end-question = ¿Cuándo termina la partida?
faq-end-answer = Después de cualquier jugada que deje vacío uno de los lados. Las semillas que quedan en los hoyos van al dueño de cada lado. Con 48 semillas, 25 en tu granero te dan la victoria.

faq-perfect-question = ¿Quién gana con un juego perfecto?
# “Expert” is the computer's strongest level. Followed by a link to the history page.
faq-perfect-answer = El primer jugador, por 8, y solo si abre con el hoyo 3. Nuestro nivel Experto juega a la perfección.
faq-perfect-link = La historia y el juego resuelto

faq-friend-question = ¿Cómo juego en línea con un amigo?
# “Play a friend” and “Join” are the buttons' words.
faq-friend-answer = En la página de inicio elige «Jugar con un amigo», envía el enlace y tu amigo pulsa «Unirse»; tú juegas primero. La sala se cierra 30 minutos después de que ambos jugadores se hayan ido, y 24 horas después de crearse.

faq-device-question = ¿Puedo seguir en mi teléfono?
# Around a link to the page “Continue on another device”.
faq-device-before = Sí: ve a
faq-device-link = Continuar en otro dispositivo
faq-device-after = y abre el enlace (o escanea el código) en el teléfono. No compartas el enlace con nadie.

faq-account-question = ¿Necesito una cuenta o JavaScript?
faq-account-answer = No hace falta ninguna cuenta, y todas las páginas funcionan sin JavaScript, solo con el teclado y con un lector de pantalla. Con JavaScript, las jugadas son instantáneas y animadas.

faq-better-question = ¿Cómo puedo mejorar?
# Around a link to the strategy page.
faq-better-before = Lee los
faq-better-link = consejos de estrategia
faq-better-after = , prueba sus posiciones y, después de una partida, abre su análisis para ver qué jugadas te costaron semillas.
