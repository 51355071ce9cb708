## La partida en palabras: lados, configuraciones, jugadas, turnos,
## resultados y el tablero leído en voz alta. Se dice en las islas: solo
## texto, variables y elecciones sobre una variable.
##
## $who, $owner, $winner: de quién es el lado — you, computer, friend, one,
## two o named; $name, $owner_name, $winner_name dan su nombre (side-name).
## La computadora y el amigo tienen variantes propias, por el artículo.

side-name = { $who ->
    [you] Tú
    [computer] Computadora
    [friend] Tu amigo
    [one] Jugador 1
    [two] Jugador 2
   *[named] { $name }
}

level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto

setup-computer = contra la computadora · { $level } · juegas { $seat ->
    [one] primero
   *[two] segundo
}
setup-same-device = 2 jugadores en este dispositivo
setup-friend = contra un amigo · juegas { $seat ->
    [one] primero
   *[two] segundo
}
setup-named = contra { $name } · juegas { $seat ->
    [one] primero
   *[two] segundo
}
setup-watching = Dos amigos, tú miras
setup-watching-named = { $one } contra { $two }, tú miras
setup-stones = { $stones } semillas
setup-stones-empty-capture = { $stones } semillas · captura en vacío

game-aborted = La partida se anuló: sin resultado y sin cambios de puntuación.
game-resigned = { $who ->
    [you] Te rendiste.
    [computer] La computadora se rindió.
    [friend] Tu amigo se rindió.
   *[other] { $name } se rindió.
} { $winner ->
    [you] Ganas tú.
    [computer] Gana la computadora.
    [friend] Gana tu amigo.
   *[other] Gana { $winner_name }.
}
game-out-of-time = { $who ->
    [you] Se te acabó el tiempo.
    [computer] A la computadora se le acabó el tiempo.
    [friend] A tu amigo se le acabó el tiempo.
   *[other] A { $name } se le acabó el tiempo.
} { $winner ->
    [you] Ganas tú.
    [computer] Gana la computadora.
    [friend] Gana tu amigo.
   *[other] Gana { $winner_name }.
}

turn-yours = Te toca.
turn-computer = Le toca a la computadora.
turn-friend = Le toca a tu amigo.
turn-named = Le toca a { $name }.
turn-to-move = Mueve { $name }.

achievement-unlocked = Logro desbloqueado: { $title }.
move-unproved = Sin demostrar: el nivel Experto eligió esta jugada mediante una búsqueda.
status-thinking = La computadora está pensando…
status-sowing = Sembrando…

note-undone = Jugada deshecha.
note-redone = Jugada rehecha.
note-paused = Partida en pausa.
note-resumed = Partida reanudada.
note-restarted = La partida empezó de nuevo.
note-handed-over = Tu amigo se fue; la computadora ({ $level }) juega en su lugar.
note-no-first-move = { $who ->
    [you] No hiciste tu primera jugada a tiempo.
   *[other] { $name } no hizo su primera jugada a tiempo.
}

hint = Pista: siembra el hoyo { $pit }.
hint-ahead = Con juego perfecto desde aquí, terminas con { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} de ventaja.
hint-behind = Si ambos juegan perfecto desde aquí, terminas con { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
} de desventaja.
hint-draw = Si ambos juegan perfecto desde aquí, la partida termina en empate.
hint-unsolved = (La jugada más fuerte encontrada en el tiempo disponible.)

judged = Jugada { $number }: { $who ->
    [you] sembraste
    [computer] la computadora sembró
    [friend] tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }, { $judgement }
judged-solving = Jugada { $number }: { $who ->
    [you] sembraste
    [computer] la computadora sembró
    [friend] tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }. Aún sin valorar: se está resolviendo.
judged-unsolved = Jugada { $number }: { $who ->
    [you] sembraste
    [computer] la computadora sembró
    [friend] tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }. Sin valorar: no se pudo resolver aquí en el tiempo disponible.
judgement = valor { $value }; { $verdict } (mejor: hoyo { $best_pit }, { $best }).
verdict-kept-win = victoria mantenida
verdict-kept-draw = empate mantenido
verdict-best = la mejor jugada posible
verdict-lost = { $count ->
    [one] { $count } semilla perdida
   *[other] { $count } semillas perdidas
}

# Después de «en»: «última semilla en tu granero».
place-pit = { $owner ->
    [you] tu hoyo { $pit }
    [computer] el hoyo { $pit } de la computadora
    [friend] el hoyo { $pit } de tu amigo
    [one] el hoyo { $pit } del Jugador 1
    [two] el hoyo { $pit } del Jugador 2
   *[other] el hoyo { $pit } de { $owner_name }
}
place-store = { $owner ->
    [you] tu granero
    [computer] el granero de la computadora
    [friend] el granero de tu amigo
    [one] el granero del Jugador 1
    [two] el granero del Jugador 2
   *[other] el granero de { $owner_name }
}

move-capture = { $who ->
    [you] Sembraste
    [computer] La computadora sembró
    [friend] Tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }: { $count ->
    [one] { $count } semilla capturada
   *[other] { $count } semillas capturadas
} del hoyo { $facing }.
move-extra-turn = { $who ->
    [you] Sembraste
    [computer] La computadora sembró
    [friend] Tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }: última semilla en { $place }, turno extra.
move-landed = { $who ->
    [you] Sembraste
    [computer] La computadora sembró
    [friend] Tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }: última semilla en { $place }.
move-sowed = { $who ->
    [you] Sembraste
    [computer] La computadora sembró
    [friend] Tu amigo sembró
   *[other] { $name } sembró
} el hoyo { $pit }.
swept = { $count ->
    [one] { $count } semilla va
   *[other] { $count } semillas van
} { $owner ->
    [you] a tu granero
    [computer] al granero de la computadora
    [friend] al granero de tu amigo
    [one] al granero del Jugador 1
    [two] al granero del Jugador 2
   *[other] al granero de { $owner_name }
}
game-over = Un lado está vacío: la partida terminó.
game-over-swept = Un lado está vacío: la partida terminó; { $swept }.
game-over-swept-both = Un lado está vacío: la partida terminó; { $first } y { $second }.

result-draw = Empate, { $one } a { $two }.
result-win = { $who ->
    [you] Ganas
    [computer] Gana la computadora
    [friend] Gana tu amigo
   *[other] Gana { $name }
} por { $score } a { $other_score }.

pit-label = { $owner ->
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
store-label = { $owner ->
    [you] Tu granero
    [computer] Granero de la computadora
    [friend] Granero de tu amigo
    [one] Granero del Jugador 1
    [two] Granero del Jugador 2
   *[other] Granero de { $owner_name }
}, { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}
pits-label = Controles con botones: hoyos y graneros
pit-last-move = (última jugada)
side-label = J{ $number } · { $name }

outcome-draws = empata
outcome-wins = gana por { $count }
outcome-loses = pierde por { $count }

span-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
span-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
span-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}

## El tablero en palabras (para leer en voz alta).

readouts-summary = El tablero en palabras
row = { $owner ->
    [you] Tu fila
    [computer] Fila de la computadora
    [friend] Fila de tu amigo
    [one] Fila del Jugador 1
    [two] Fila del Jugador 2
   *[other] Fila de { $owner_name }
}, hoyos 1 a 6: { $counts }.
stores = Graneros: { $near } { $near_count }, { $far } { $far_count }.
forecast-over = La partida terminó.
forecast-empty = El hoyo { $pit } está vacío.
forecast-lands = Hoyo { $pit }: la última semilla cae en { $place }.
forecast-capture = Hoyo { $pit }: la última semilla cae en { $place } y captura { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}.
forecast-extra-turn = Hoyo { $pit }: la última semilla cae en { $place }, turno extra.
forecast-ends = Con esto termina la partida.
forecasts-heading = Qué haría cada { $owner ->
    [you] uno de tus hoyos
    [computer] hoyo de la computadora
    [friend] hoyo de tu amigo
    [one] hoyo del Jugador 1
    [two] hoyo del Jugador 2
   *[other] hoyo de { $owner_name }
}
last-move = Última jugada: { $move }
last-move-none = Ninguna jugada desde el inicio de la partida o la última jugada deshecha.

## Los logros.

achievement-first-sow = Primera siembra
achievement-extra-turn = Turno extra
achievement-capture = Primera captura
achievement-finished = Partida terminada
achievement-win-vs-computer = Victoria contra la computadora
achievement-fresh-hard-win = Victoria sin ayudas en Difícil o Experto
achievement-clean-win = Victoria limpia
achievement-three-levels = Tres niveles
achievement-first-sow-how = Siembra un hoyo por primera vez.
achievement-extra-turn-how = Termina una siembra en tu granero para ganar otro turno.
achievement-capture-how = Captura semillas terminando en uno de tus hoyos vacíos.
achievement-finished-how = Termina una partida.
achievement-win-vs-computer-how = Gana una partida contra la computadora.
achievement-fresh-hard-win-how = Gana en Difícil o Experto sin deshacer ni reiniciar.
achievement-clean-win-how = Gana contra la computadora sin deshacer ni reiniciar.
achievement-three-levels-how = Gana sin deshacer ni reiniciar contra tres niveles distintos.
