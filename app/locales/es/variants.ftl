## /variants: the Mancala family, and which variants can be played here.

variants-title = La familia del mancala y las variantes del Kalah
variants-description = Oware, bao, Kalah y Kalah de tres semillas comparados, y las variantes del Kalah que puedes jugar aquí: de 3 a 6 semillas por hoyo y la regla de captura en vacío.
variants-heading = La familia del mancala

variants-oware-heading = Oware (Awale)
variants-oware-text = El juego de África occidental, sobre todo en Ghana y Costa de Marfil, y el habitual en los torneos. Dos filas de seis hoyos, que se siembran en sentido antihorario. Capturas cuando tu última semilla deja un hoyo del lado de tu rival con exactamente 2 o 3. No puedes dejar a tu rival sin semillas, y la partida termina cuando un jugador no puede mover o lo que queda ya no se puede capturar.

variants-bao-heading = Bao
variants-bao-text = Se juega en Tanzania, Kenia y a lo largo de la costa suajili: cuatro filas de ocho hoyos y una fase de apertura propia. Muchos lo consideran el juego más profundo de la familia.

variants-kalah-heading = Kalah
# Followed by a link to the rules.
variants-kalah-text = El juego de este sitio: dos filas de seis hoyos y un granero para cada jugador, con reglas escritas de mediados del siglo XX. Los turnos extra y las capturas desde tus propios hoyos vacíos lo hacen rápido y táctico, y suele ser la puerta de entrada a la familia.
variants-kalah-link = Las reglas del Kalah

variants-three-heading = Kalah de tres semillas
variants-three-text = Kalah con tres semillas por hoyo: 36 semillas, partidas más cortas y capturas más tempranas. Ideal para niños y partidas rápidas.

variants-here-heading = Variantes que puedes jugar aquí
variants-here-stones = 3, 4, 5 o 6 semillas por hoyo (lo estándar son 4).
variants-here-empty-capture = La regla de captura en vacío: la última semilla, sola, se captura aunque el hoyo de enfrente esté vacío (desactivada por defecto).
# Around a link to the home page. “Variant” is the name of the home page's
# variant choice.
variants-choose-before = Elígelas en la
variants-choose-link = página de inicio
variants-choose-after = en «Variante», para cualquier forma de jugar: contra la computadora, dos jugadores en un mismo dispositivo o con un amigo mediante un enlace.
