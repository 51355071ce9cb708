# Oware: el tablero, sus jugadas en palabras, sus rechazos y sus opciones.

game-oware = Oware
oware-proof-caveat = En el Oware, Experto solo demuestra sus jugadas en los finales que contiene su base de datos, si el servidor tiene una; una jugada que buscó en su lugar queda marcada.
record-oware = Juego: Oware; gran slam { $grand_slam }, ciclos { $cycles }
# Después de «Esa jugada no está permitida:».
illegal-does-not-feed = el hoyo { $pit } no le da semillas a tu rival, que no tiene ninguna: tienes que darle alguna
illegal-does-not-feed-to = el hoyo { $pit } no da semillas: tienes que darle semillas a { $name }, que no tiene ninguna
illegal-grand-slam = el hoyo { $pit } capturaría todas las semillas de tu rival, y estas reglas lo prohíben mientras haya otra jugada
forecast-does-not-feed = Hoyo { $pit }: no está permitido, hay que { $owner ->
    [you] darte semillas, porque no tienes ninguna
    [computer] darle semillas a la computadora, que no tiene ninguna
    [friend] darle semillas a tu amigo, que no tiene ninguna
    [one] darle semillas al Jugador 1, que no tiene ninguna
    [two] darle semillas al Jugador 2, que no tiene ninguna
   *[other] darle semillas a { $owner_name }, que no tiene ninguna
}.
forecast-grand-slam = Hoyo { $pit }: la última semilla cae en { $place }; es un gran slam, que no captura nada.

oware-move = { $who ->
    [you] Sembraste
    [computer] La computadora sembró
    [friend] Tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }: { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}, la última en { $place }.
oware-captured = Captura: { $captures }.
oware-capture-first = { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} del hoyo { $pit }
oware-capture-next = { $count } del hoyo { $pit }
oware-list = { $rest } y { $last }
oware-grand-slam = Eso se habría llevado { $owner ->
    [you] todas tus semillas
    [computer] todas las semillas de la computadora
    [friend] todas las semillas de tu amigo
    [one] todas las semillas del Jugador 1
    [two] todas las semillas del Jugador 2
   *[other] todas las semillas de { $owner_name }
}, así que no captura nada.
oware-end-more-than-half = { $who ->
    [you] Capturaste
    [computer] La computadora capturó
    [friend] Tu amigo capturó
   *[other] { $name } capturó
} más de la mitad de las semillas: la partida terminó.
oware-end-no-move = { $who ->
    [you] No puedes
    [computer] La computadora no puede
    [friend] Tu amigo no puede
   *[other] { $name } no puede
} { $owner ->
    [you] darte semillas, y no tienes ninguna
    [computer] darle semillas a la computadora, que no tiene ninguna
    [friend] darle semillas a tu amigo, que no tiene ninguna
    [one] darle semillas al Jugador 1, que no tiene ninguna
    [two] darle semillas al Jugador 2, que no tiene ninguna
   *[other] darle semillas a { $owner_name }, que no tiene ninguna
}: la partida terminó.
oware-end-repetition = La posición se repitió: la partida terminó.
oware-takes = { $who ->
    [you] tú te llevas
    [computer] la computadora se lleva
    [friend] tu amigo se lleva
   *[other] { $name } se lleva
} { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}
oware-seeds-left = Semillas restantes: { $takes }.
oware-pit-label = { $owner ->
    [you] Tu hoyo { $pit }
    [computer] Hoyo { $pit } de la computadora
    [friend] Hoyo { $pit } de tu amigo
    [one] Hoyo { $pit } del Jugador 1
    [two] Hoyo { $pit } del Jugador 2
   *[other] Hoyo { $pit } de { $owner_name }
}, { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}
oware-store-label = { $owner ->
    [you] Tus capturas
    [computer] Capturas de la computadora
    [friend] Capturas de tu amigo
    [one] Capturas del Jugador 1
    [two] Capturas del Jugador 2
   *[other] Capturas de { $owner_name }
}, { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}

home-oware = Oware
home-oware-intro = El juego más jugado de la familia: doce hoyos con cuatro semillas, capturas de dos y de tres en la fila de tu rival y la obligación de darle siempre semillas. Juégalo contra la computadora; empiezas tú:
home-oware-same-device = Oware, dos en un mismo dispositivo
home-oware-friend = Oware con un amigo: consigue un enlace
oware-option-grand-slam = Gran slam:
oware-grand-slam-captures-nothing = permitido, no captura nada
oware-grand-slam-forbidden = prohibido salvo que sea la única jugada
oware-option-cycles = Posición repetida:
oware-cycles-own-row = cada uno se lleva su propia fila
oware-cycles-split = las semillas restantes se reparten
home-oware-level = Oware · { $level }
home-oware-start = Empezar oware

# The lobby, the watch list, the ratings and the leaderboard.
seek-refusal-game = elige Kalah u Oware, y las opciones del oware de la lista
lobby-game = Juego
lobby-seek-oware = Oware, { $mode ->
    [rated] clasificatoria
   *[casual] amistosa
}
lobby-play-now-oware = Oware · { $speed }
watch-game-oware = Oware, { $speed }, { $mode ->
    [rated] clasificatoria
   *[casual] amistosa
}, jugada { $number }
leaderboard-oware-live = Oware · En vivo
leaderboard-oware-correspondence = Oware · Por correspondencia
profile-rating-oware-live = Puntuación de oware en vivo
profile-rating-oware-correspondence = Puntuación de oware por correspondencia
oware-family-link = El oware, el juego más jugado de la familia: sus reglas, estrategia e historia
home-oware-rules-link = Las reglas del oware, con ejemplos

# Oware's achievements.
achievement-oware-capture = Primera captura en oware
achievement-oware-capture-how = En oware, haz que un hoyo de tu rival tenga 2 o 3 semillas con tu última semilla.
achievement-chain-capture = Captura en cadena
achievement-chain-capture-how = En oware, captura de tres hoyos o más con una sola jugada.

# The board in words and what each pit would do.
oware-captures = Capturas: { $near } { $near_count }, { $far } { $far_count }.
oware-forecast-lands = Hoyo { $pit }: la última semilla cae en { $place }.
oware-forecast-capture = Hoyo { $pit }: la última semilla cae en { $place } y captura { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}.


# A grand slam refused, the record, the page's description, quick pairing.
oware-forecast-grand-slam-forbidden = Hoyo { $pit }: no permitido, capturaría todas las semillas de tu rival.
oware-record-title = Registro de partida de oware
oware-controls-description = Una partida de oware en curso: el tablero, las jugadas hasta ahora y a quién le toca.
lobby-play-now-oware-intro = O una partida clasificatoria de oware, en las mismas condiciones:

# A friend's room of Oware.
room-share-title-oware = Juega a oware conmigo
room-invited-oware = Un amigo te invita a una partida de oware. Empieza él.

# The keyboard help of an Oware game.
oware-controls-keys-rows = leer tu fila, la fila rival, las capturas
