## The lobby: the player's name, open seeks and the form that opens one.
## $mode: rated or casual.

lobby-title = Jugar contra personas
lobby-loading = Cargando…

# Followed by a link, lobby-accepted-go.
lobby-accepted = Un jugador aceptó tu propuesta.
lobby-accepted-go = Ir a tu partida
# Followed by lobby-checks-every or lobby-checks-off.
lobby-waiting = Esperando a que alguien acepte tu propuesta.
lobby-checks-every = Esta página comprueba { $seconds ->
    [one] cada segundo
   *[other] cada { $seconds } segundos
} y te lleva a la partida.
lobby-checks-off = Esta página no comprueba por sí sola.
lobby-checks-stop = Dejar de comprobar automáticamente
lobby-checks-start = Comprobar automáticamente
lobby-check-now = Comprobar ahora

# After a while with nobody: a game against the computer instead.
# $level: a level's name (home-level-medium).
lobby-offer-heading = Nadie todavía
lobby-offer = Nadie ha aceptado tu propuesta todavía. ¿Juegas mientras tanto contra la computadora en nivel { $level }? Tu propuesta sigue abierta aquí.
lobby-offer-play = Jugar contra la computadora ({ $level })

lobby-play-now = Jugar ya
lobby-play-now-intro = Una partida clasificatoria con 4 semillas contra el primer jugador que espere lo mismo, con la puntuación más cercana a la tuya; o espera a que llegue uno.

# A speed: "5+3" ($speed) stays as it is.
lobby-speed-live = { $speed }: { $minutes } minutos, más { $seconds } segundos por jugada
lobby-speed-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}

# The table of open seeks.
lobby-seeks-heading = Propuestas abiertas
lobby-seeks-caption = Propuestas abiertas, las más antiguas primero
lobby-column-player = Jugador
lobby-column-rating = Puntuación
lobby-column-game = Partida
lobby-column-seat = Juega como
lobby-column-action = Acción
lobby-no-seeks = Ahora mismo no hay propuestas abiertas. Abre una y aparecerá aquí para que otros la acepten.
lobby-more-seeks = { $count ->
    [one] Hay una propuesta abierta más.
   *[other] Hay { $count } propuestas abiertas más.
} Las más antiguas aparecen primero.
lobby-name-first = Elige tu nombre arriba para aceptar una propuesta o abrir una.
# A player who chose no name.
lobby-anonymous = Un jugador
# After the visitor's own name.
lobby-you = (tú)
# A player without a rating yet.
lobby-rating-new = nuevo
# Followed by the speed, "5+3".
lobby-seek-game = { $stones } semillas, { $mode ->
    [rated] clasificatoria
   *[casual] amistosa
},
lobby-seek-game-empty-capture = { $stones } semillas, captura en vacío, { $mode ->
    [rated] clasificatoria
   *[casual] amistosa
},
# A correspondence speed, short.
lobby-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
}
lobby-seat-random = Al azar
lobby-seat-one = Jugador 1
lobby-seat-two = Jugador 2
lobby-cancel = Retirar
lobby-accept = Aceptar
# Read out on the buttons: $name is the seek's player.
lobby-cancel-label = Retirar la propuesta de { $name }
lobby-accept-label = Aceptar la propuesta de { $name }

# The form that opens a seek.
lobby-seek-heading = Abrir una propuesta
lobby-seek-intro = Tu oferta aparece en la lista para los demás; la partida empieza cuando uno de ellos la acepta.
lobby-speed = Ritmo
lobby-ratings = Puntuación
lobby-rated = Clasificatoria
lobby-casual = Amistosa
lobby-your-seat = Tu lugar
lobby-seat-first = Jugador 1 (juega primero)
lobby-open-seek = Abrir propuesta

# The visitor's name.
lobby-name-heading = Tu nombre
lobby-name-intro-new = Los demás jugadores te ven con el nombre que elijas: escoge uno antes de tu primera partida contra personas. Sin registro: pertenece a este navegador, y el enlace de tu dispositivo lo lleva a tus otros dispositivos.
lobby-name-choose = Elegir este nombre
lobby-name-intro = Los demás jugadores te ven con este nombre.
lobby-name-change = Cambiar nombre
# Followed by the name.
lobby-name-current = Tu nombre:
lobby-name-label = Nombre
lobby-name-rules = De 3 a 20 letras, cifras, espacios, - o _.

# A correspondence deadline: "Fri 11 Dec 2026, 14:15 UTC". $weekday and
# $month are the names below; $hour and $minute have two digits.
lobby-date = { $weekday } { $day } { $month } { $year }, { $hour }:{ $minute } UTC
lobby-monday = lun
lobby-tuesday = mar
lobby-wednesday = mié
lobby-thursday = jue
lobby-friday = vie
lobby-saturday = sáb
lobby-sunday = dom
lobby-january = ene
lobby-february = feb
lobby-march = mar
lobby-april = abr
lobby-may = may
lobby-june = jun
lobby-july = jul
lobby-august = ago
lobby-september = sept
lobby-october = oct
lobby-november = nov
lobby-december = dic

# Time left to move: "40 minutes", "5 hours 12 minutes", "2 days 3 hours".
lobby-left-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
lobby-left-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
} { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
lobby-left-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
} { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
