# A finished Oware game's analysis page.
oware-analysis-intro = Cada jugada con lo que vale si ambos lados juegan perfecto desde ese momento, tal como lo demuestra la base de datos de finales del oware: la diferencia entre las capturas una vez jugadas todas las semillas restantes, para quien hizo la jugada (la partida en sí termina en cuanto alguien tiene 25 semillas, lo que nunca cambia quién gana). La base de datos cuenta desde cada posición, como si nada la hubiera precedido. Cuando el valor depende de lo que puntúa una posición repetida, da los dos valores entre los que se encuentra.
oware-analysis-summary = { $judged } de { $total } jugadas evaluadas por la base de datos de finales. { $losing } de ellas regalaron semillas (al menos { $lost } en total).
oware-analysis-unproved = Las otras { $count } se hicieron con más de { $seeds } semillas en el tablero, fuera del alcance de la base de datos: sin demostrar.
oware-analysis-no-database = Este servidor no tiene base de datos de finales del oware para estas reglas, o aún no está lista, así que no hay ninguna jugada demostrada.
oware-judged-unproved = Jugada { $number }: { $who ->
    [you] sembraste
    [computer] la computadora sembró
    [friend] tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }. Sin demostrar: quedaban más semillas de las que contiene la base de datos de finales.
oware-judgement = valor { $worth }; { $verdict } (mejor: hoyo { $best_pit }, { $best }).
oware-verdict-lost = { $count ->
    [one] { $count } semilla regalada
   *[other] { $count } semillas regaladas
}
oware-verdict-lost-at-least = al menos { $count ->
    [one] { $count } semilla regalada
   *[other] { $count } semillas regaladas
}, sea cual sea la regla de la posición repetida
oware-verdict-depends = si fue la mejor depende de la regla de la posición repetida
oware-worth-between = entre { $least } y { $greatest }

# Oware's analysis board.
oware-study-title = Tablero de análisis de oware
oware-study-description = Prepara cualquier posición de oware y mira cuánto vale cada jugada, allí donde la base de datos de finales lo demuestra.
oware-study-link = Tablero de análisis de oware: cuánto vale cada jugada en un final
oware-study-value = Mueve { $player }. Si ambos lados juegan perfecto, { $player } { $outcome } (la diferencia entre las capturas una vez jugadas todas las semillas).
oware-study-value-between = Mueve { $player }. Si ambos lados juegan perfecto, { $player } termina con entre { $least } y { $greatest } semillas de ventaja, según lo que puntúe una posición repetida (la diferencia entre las capturas una vez jugadas todas las semillas).
oware-study-proved = Todas las jugadas están demostradas por la base de datos de finales.
oware-study-unproved = Sin demostrar: esta posición tiene más semillas en el tablero de las que contiene la base de datos de finales ({ $seeds }).
oware-study-no-database = Sin demostrar: este servidor no tiene base de datos de finales del oware para estas reglas, o aún no está lista.
oware-study-worth-best = valor { $worth }, la mejor
oware-study-worth = valor { $worth }
oware-study-not-proved = sin demostrar
oware-study-does-capture = captura { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}
oware-study-does-lands = la última semilla cae en { $place }
oware-study-does-end = termina la partida, { $score } a { $other_score }
oware-study-position = Posición (15 números, o el texto de PlayStrategy)
oware-study-submit = Estudiar esta posición
oware-study-setup-heading = Preparar una posición de oware
oware-study-setup-help = Quince números: los hoyos 1 a 6 y las capturas del Jugador 1, los hoyos 1 a 6 y las capturas del Jugador 2, y después a quién le toca (1 o 2). El inicio es 4,4,4,4,4,4,0,4,4,4,4,4,4,0,1.
oware-study-mistake = Esa posición no se puede estudiar: { $why }

# A hint in Oware.
oware-hint-ahead = Con juego perfecto desde aquí, terminas con { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} de ventaja en capturas una vez jugadas todas las semillas.
oware-hint-behind = Si ambos juegan perfecto desde aquí, terminas con { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} de desventaja en capturas una vez jugadas todas las semillas.
oware-hint-draw = Si ambos juegan perfecto desde aquí, las capturas terminan igualadas.
oware-hint-between = Si ambos juegan perfecto desde aquí, terminas con entre { $least } y { $greatest } semillas de ventaja en capturas una vez jugadas todas las semillas, según lo que puntúe una posición repetida.
oware-hint-unproved = (La jugada más fuerte encontrada en el tiempo disponible: sin demostrar.)
