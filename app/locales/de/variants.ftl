## /variants: the Mancala family, and which variants can be played here.

variants-title = Die Mancala-Familie und Kalah-Varianten
variants-description = Oware, Bao, Kalah und Kalah mit drei Steinen im Vergleich, dazu die Kalah-Varianten, die du hier spielen kannst: 3 bis 6 Steine pro Mulde und die Leerfang-Regel.
variants-heading = Die Mancala-Familie

variants-oware-heading = Oware (Awale)
variants-oware-text = Das Spiel Westafrikas, vor allem in Ghana und an der Elfenbeinküste, und das übliche Turnierspiel. Zwei Reihen mit je sechs Mulden, gesät wird gegen den Uhrzeigersinn. Du erbeutest, wenn dein letzter Samen eine Mulde auf der Seite deines Gegners auf genau 2 oder 3 bringt. Du darfst deinen Gegner nicht ohne Samen lassen, und die Partie endet, wenn ein Spieler nicht ziehen kann oder sich der Rest nicht mehr erbeuten lässt.

variants-bao-heading = Bao
variants-bao-text = Gespielt in Tansania, Kenia und entlang der Swahili-Küste: vier Reihen mit je acht Mulden und eine ganz eigene Eröffnungsphase. Viele halten es für das tiefgründigste Spiel der Familie.

variants-kalah-heading = Kalah
# Followed by a link to the rules.
variants-kalah-text = Das Spiel auf dieser Website: zwei Reihen mit je sechs Mulden und eine Kalaha für jeden Spieler, mit schriftlichen Regeln aus der Mitte des 20. Jahrhunderts. Extrazüge und Beute aus den eigenen leeren Mulden machen es schnell und taktisch, und meist ist es der Einstieg in die Familie.
variants-kalah-link = Die Regeln von Kalah

variants-three-heading = Kalah mit drei Steinen
variants-three-text = Kalah mit drei Steinen pro Mulde: 36 Steine, kürzere Partien, und erbeutet wird früher. Gut für Kinder und schnelle Partien.

variants-here-heading = Varianten, die du hier spielen kannst
variants-here-stones = 3, 4, 5 oder 6 Steine pro Mulde (Standard sind 4).
variants-here-empty-capture = Die Leerfang-Regel: Der einzelne letzte Stein wird auch dann erbeutet, wenn die Mulde gegenüber leer ist (standardmäßig aus).
# Around a link to the home page. “Variant” is the name of the home page's
# variant choice.
variants-choose-before = Du wählst sie auf der
variants-choose-link = Startseite
variants-choose-after = unter „Variante“, für jede Art zu spielen: gegen den Computer, zu zweit an einem Gerät oder mit einem Freund über einen Link.
