## La página de la mesa: jugar contra un amigo (o alguien de la sala) con
## un enlace. Los nombres nunca se traducen.

room-loading = Cargando la mesa…
room-play-friend = Jugar contra un amigo
room-title-game = Partida { $setup }
room-title-first = Partida contra { $name } · empiezas tú
room-title-second = Partida contra { $name } · empieza { $name }
room-title-watching = { $first } contra { $second }
room-not-found = Mesa no encontrada
room-unavailable = No se puede mostrar la mesa
room-start-new = Empezar una partida nueva

room-host-invite = Envía este enlace a tu amigo. La partida empieza cuando lo abra y se una; empiezas tú.
room-link = Enlace:
room-copy-link = Copiar enlace
room-share = Compartir
room-link-copied = Enlace copiado.
room-share-title = Juega a Kalah conmigo
room-waiting = Esperando a que tu amigo se una…
room-invited = Un amigo te invita a una partida de Kalah. Empieza él.
room-join = Unirse

room-heading = Mesa
room-presence-friend = { $connected ->
    [yes] Tu amigo está en línea.
   *[no] Tu amigo no está en línea.
}
room-presence-named = { $connected ->
    [yes] { $name } está en línea.
   *[no] { $name } no está en línea.
}
room-watching = Estás mirando la partida.
room-watching-friends = Estás mirando la partida. Jugador 1: { $first ->
    [yes] en línea
   *[no] desconectado
}; Jugador 2: { $second ->
    [yes] en línea
   *[no] desconectado
}.
room-play-again = Buscar otra partida { $speed }
room-rematch = Revancha (cambiar lados)
room-rematch-asked-friend = Revancha pedida. Esperando a que tu amigo acepte…
room-rematch-asked-named = Revancha pedida. Esperando a que { $name } acepte…
room-rematch-offered-friend = Tu amigo pide la revancha con los lados cambiados.
room-rematch-offered-named = { $name } pide la revancha con los lados cambiados.
room-accept-rematch = Aceptar la revancha
room-friend-away = Tu amigo lleva más de { $away } ausente. Puedes terminar la partida contra la computadora ({ $level }).
room-continue = Seguir contra la computadora

room-rating-new = nuevo
room-rating-provisional = { $rating }, provisional
room-players = Jugador 1: { $first } ({ $first_rating }). Jugador 2: { $second } ({ $second_rating }). { $speed }, { $rated ->
    [yes] clasificatoria
   *[no] amistosa
}.
room-ratings = Puntuaciones: { $changes }.
room-deadline = { $name } debe jugar antes del { $date } (tiempo restante: { $left }).
room-score = Partidas aquí: { $first } { $first_points }, { $second } { $second_points }.

room-check-now = Ver si el rival ha jugado
room-check-automatically = Comprobar automáticamente
room-stop-checking = Dejar de comprobar automáticamente
room-checks-every = Esta página se actualiza sola { $seconds ->
    [one] cada segundo
   *[other] cada { $seconds } segundos
}.
room-checks-never = Esta página no se actualiza sola.
room-arena = Una partida del torneo
room-arena-next = Próxima partida en { $seconds } segundos, del torneo.
room-arena-pause = Pausa: sin próxima partida
room-arena-back = Volver al torneo { $name }
room-berserk = Berserk: la mitad de tu tiempo, sin incremento, un punto más por victoria
room-berserked = { $name } juega en berserk.
room-house-bot = Bot de la casa
room-title-house-bot = { $name } contra el bot de la casa
room-presence-house-bot = El bot de la casa responde al instante; solo corre tu reloj.
