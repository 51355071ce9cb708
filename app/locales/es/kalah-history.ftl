## /history: where Kalah comes from, with numbered sources.

kalah-history-title = La historia del Kalah y el mancala
kalah-history-description = De dónde viene el Kalah: la familia del mancala, su difusión y su arqueología, la historia comercial y la patente del Kalah, y cómo las computadoras resolvieron el juego.
kalah-history-heading = La historia del Kalah
# The spoken name of a reference mark such as [3].
kalah-history-source-label = fuente { $number }

kalah-history-family-heading = Una familia de juegos de conteo
kalah-history-family = El mancala no es un solo juego, sino una gran familia: juegos en los que se siembran piedras o semillas a lo largo de hileras de hoyos y se captura contando. Los tableros tienen dos, tres o cuatro hileras, y cada juego tiene su propia regla de captura.

kalah-history-spread-heading = Por dónde se extendió
kalah-history-spread = Los juegos de siembra se juegan desde África occidental hasta el Caribe y Sudamérica, del norte al sur de África y desde Oriente Medio hasta el sur y el sudeste de Asia. El wari (también llamado oware, awari o awalé) viajó de África occidental al Caribe con los africanos occidentales esclavizados. En la costa de África oriental, los hablantes de suajili juegan al bao en cuatro hileras de hoyos.

kalah-history-name-heading = El nombre
kalah-history-name = La palabra mancala viene del árabe naqala, “mover”.

kalah-history-archaeology-heading = Lo que dice la arqueología
kalah-history-archaeology = Muchos tableros tallados son difíciles de fechar, por lo que las afirmaciones de gran antigüedad suelen ser discutidas. La prueba antigua más fiable es un conjunto de tableros hallados en Abu Sha'ar, un fuerte romano del siglo IV en la costa egipcia del mar Rojo. La descripción escrita más antigua está probablemente en el Kitab al-Aghani, el Libro de las canciones, del siglo X.

kalah-history-modern-heading = Kalah: un miembro moderno
kalah-history-modern = El Kalah es un juego del siglo XX con reglas escritas, que vendió en Estados Unidos la empresa de William J. Champion. Su éxito hizo que allí se jugara mucho al mancala; en Norteamérica la palabra a menudo significa simplemente Kalah, y es el juego de la familia más jugado en Europa y Norteamérica.
kalah-history-patent = Champion solicitó en 1951 la patente de un tablero de Kalah, que se le concedió en 1955. En ella propone tres semillas por hoyo para niños o para una partida más corta, y de cuatro a seis para adultos.

kalah-history-computers-heading = Las computadoras y el juego resuelto
kalah-history-computers = El primer programa de computadora que jugó al Kalah data de 1960. En 2000, Irving, Donkers y Uiterwijk resolvieron todas las variantes de Kalah de hasta seis hoyos y seis semillas, salvo la de seis hoyos con seis semillas, con la regla de captura en vacío; Mark Rawlings publicó la de seis hoyos con seis semillas en 2015.
kalah-history-solved = Resuelto significa que se conoce desde el principio el resultado del juego perfecto. Con las reglas que se juegan aquí, con cuatro semillas por hoyo, el primer jugador gana por 8: si los dos lados juegan a la perfección, el Jugador 1 termina con 28 semillas contra 20. Nuestro nivel Experto juega a la perfección, con el mismo tipo de búsqueda exacta y tablas de finales; la única apertura que conserva la victoria es el hoyo 3.

## The sources: authors and titles stay as published.

kalah-history-sources-heading = Fuentes
kalah-history-source-1 = Pierre Lombard, “Archéologie du ‘mancala’ : un jeu traditionnel aux origines controversées”, ArchéOrient – Le Blog, 2017 (en francés).
kalah-history-source-2 = Alex de Voogt, “Mancala: Games That Count”, Expedition 43(1), Penn Museum, 2001.
kalah-history-source-3 = Kristen Pearson, “Sowing the Seeds of Competitive Play: The Enduring Legacy of Mancala”, Expedition 58(1), Penn Museum, 2016.
kalah-history-source-4 = Geoffrey Irving, Jeroen Donkers, Jos Uiterwijk, “Solving Kalah”, ICGA Journal 23(3), 2000.
kalah-history-source-5 = William J. Champion, “Game Counter”, patente estadounidense 2,720,362, 1955.
kalah-history-source-6 = Wikipedia (en inglés), “Mancala”.
