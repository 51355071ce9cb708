## /oware/history: Oware's names, its home in West Africa, the Caribbean,
## how it is played today and how it was solved, with numbered sources.

oware-history-title = La historia del Oware
oware-history-description = De dónde viene el Oware: sus muchos nombres, su tierra en África occidental, su viaje al Caribe, cómo se juega hoy y cómo lo resolvieron las computadoras.
oware-history-lead = El Oware es uno de los juegos más jugados de la familia del mancala: dos filas de seis hoyos, 48 semillas y capturas de doses y treses. Tiene muchos nombres y una larga historia a los dos lados del Atlántico.
# The spoken name of a reference mark such as [3].
oware-history-source-label = fuente { $number }

oware-history-names-heading = Un juego, muchos nombres
oware-history-names = Oware es el nombre del juego en twi, una lengua de los akan de Ghana. En otros lugares, el mismo juego, o un pariente cercano, se llama awalé en Costa de Marfil, ayò entre los yoruba de Nigeria, wari en Malí, ouri u ouril en Cabo Verde y warri en el Caribe. En inglés se le llama a menudo awari, el nombre que usa la investigación informática.

oware-history-west-africa-heading = África occidental
oware-history-west-africa = No se sabe dónde nació el juego, pero está ligado sobre todo a los akan, y en particular a los asante (ashanti) de Ghana. Se juega en toda África occidental, con nombres y reglas propios de cada lugar. La versión que se usa en competición se llama abapa, una palabra twi; es la que se juega en este sitio.

oware-history-caribbean-heading = El Caribe
oware-history-caribbean = Los africanos occidentales esclavizados llevaron el juego consigo al Caribe, donde se ha jugado desde entonces. Hoy es más conocido en Antigua y Barbuda y en Barbados, donde se llama warri.

oware-history-play-today-heading = Cómo se juega hoy
oware-history-play-today = En el Reino Unido, la Oware Society, fundada en 1995, promueve el juego y organiza torneos, y la Mind Sports Olympiad de Londres celebra torneos de Oware desde su primera edición, en 1997. Los torneos se juegan con las reglas abapa; en la Mind Sports Olympiad, una jugada que capturaría todas las semillas del rival se puede hacer, pero no captura nada, igual que en este sitio por defecto. En línea, se juega al Oware en sitios como PlayStrategy, un sitio gratuito construido sobre el código de lichess, que ofrece partidas con clasificación y arenas periódicas.

oware-history-solved-heading = Resuelto por las computadoras
oware-history-solved = En 2002, John Romein y Henri Bal, de la Vrije Universiteit Amsterdam, resolvieron el awari. Trabajando hacia atrás desde el final de la partida, un método llamado análisis retrógrado, sus programas calcularon el resultado de todas las posiciones que pueden darse, unos 889 mil millones, en un clúster de 144 procesadores. Si los dos lados juegan a la perfección, la partida termina en empate. Usaron las reglas de la investigación sobre el awari, que difieren del abapa en detalles como el gran slam, así que su resultado es exacto para esas reglas.

## The sources: authors and titles stay as published.

oware-history-sources-heading = Fuentes
oware-history-source-1 = Laurence Russ, “The Complete Mancala Games Book: How to Play the World's Oldest Board Games”, Marlowe & Company, Nueva York, 2000.
oware-history-source-2 = The Oware Society, “Reglas abapa”, oware.org.
oware-history-source-3 = Mind Sports Olympiad, “Oware” (página del torneo), msoworld.com.
oware-history-source-4 = John W. Romein, Henri E. Bal, “Solving Awari with Parallel Retrograde Analysis”, IEEE Computer 36(10), 2003.
oware-history-rules-link = Cómo jugar al Oware
oware-history-kalah-link = La historia del Kalah y el mancala
