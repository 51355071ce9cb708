## Torneos (/tournaments, /tournament/:id): arenas.

tournaments-title = Torneos
tournaments-description = Torneos arena: únete a la hora, juega tantas partidas como puedas y sube en la clasificación.
tournaments-loading = Cargando…
tournaments-intro = En una arena cada uno juega tantas partidas como puede hasta el final. En cuanto termina tu partida te emparejan de nuevo, con alguien cercano a ti en la clasificación. Una victoria suma 2 y unas tablas 1; tras dos victorias seguidas cada partida cuenta doble hasta una que no sea victoria.
tournaments-running = En juego
tournaments-upcoming = Próximos
tournaments-finished = Recién terminados
tournaments-none = No hay ningún torneo en juego ni próximo.
tournaments-next = Próximo torneo:
tournaments-line = { $clock }, { $minutes } minutos de juego, { $mode }, { $players ->
    [one] un jugador
   *[other] { $players } jugadores
}
tournaments-starts-at = empieza { $date }
tournaments-starts-in = empieza en { $span }
tournaments-ends-in = termina en { $span }
tournaments-ended = terminado
tournaments-rated = clasificatorio
tournaments-casual = amistoso
tournaments-create = Organizar un torneo
tournaments-name = Nombre
tournaments-clock = Ritmo
tournaments-minutes = Duración
tournaments-minutes-option = { $minutes } minutos
tournaments-starts-in-label = Empieza en
tournaments-starts-now = Ahora mismo
tournaments-stones = Semillas por hoyo
tournaments-empty-capture = Un hoyo vacío también captura
tournaments-house-bot = El bot de la casa juega con quien se quede sin rival
tournaments-mode = Clasificatorio o amistoso
tournaments-create-button = Organizarlo
tournaments-name-first = Elige en la sala el nombre que verán los demás jugadores para jugar un torneo u organizar uno.

tournament-lasts = { $minutes } minutos de juego
tournament-join = Unirme
tournament-rejoin = Volver a unirme
tournament-withdraw = Retirarme
tournament-joined = Estás en este torneo: te emparejan en cuanto quedas libre.
tournament-withdrawn = Te retiraste; tus puntos se quedan. Vuelve a unirte para seguir jugando.
tournament-your-place = Vas en el puesto { $rank } de { $players } con { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}.
tournament-your-final-place = Terminaste en el puesto { $rank } de { $players } con { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}.
tournament-your-game = Tu partida está lista.
tournament-your-game-go = Ir a tu partida
tournament-standings = Clasificación
tournament-final-standings = Clasificación final
tournament-rank = Puesto
tournament-player = Jugador
tournament-rating = Puntuación
tournament-score = Puntos
tournament-games = Partidas
tournament-streak = en racha: la próxima partida cuenta doble
tournament-you = (tú)
tournament-withdrawn-mark = (retirado)
tournament-no-players = Nadie se ha unido todavía.
tournament-game-mark = { $result ->
    [win] ganada
    [draw] tablas
   *[loss] perdida
} como Jugador { $seat }, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}{ $streak ->
    [yes] , doblados en racha
   *[no] {""}
}{ $berserk ->
    [yes] , en berserk
   *[no] {""}
}.
tournament-game-mark-aborted = anulada como Jugador { $seat }, no jugada: ningún punto.
tournament-marks-legend = Cada partida es una marca con sus puntos: verde una victoria, beige unas tablas, gris una derrota, con borde discontinuo y «–» una partida anulada (no jugada, ningún punto). Un borde naranja: contó doble en racha. Un subrayado ondulado: berserk.
tournament-still-played = El torneo ha terminado; { $games ->
    [one] 1 partida sigue
   *[other] { $games } partidas siguen
} en juego. La clasificación será definitiva cuando { $games ->
    [one] termine
   *[other] terminen
}.
tournament-name-hourly = Arena { $clock } de cada hora
tournament-name-daily = Arena { $clock } diaria
tournament-games-heading = Partidas
tournament-house-bot = el bot de la casa
tournament-game-line = { $first } contra { $second }
tournament-game-playing = en juego
tournament-game-won = ganó { $winner }
tournament-game-drawn = tablas
tournament-game-aborted = anulada
tournament-watch = Ver
tournament-replay = Repetir
tournament-analysis = Análisis
tournament-checks = Esta página busca novedades cada { $seconds } segundos.
tournament-back = Todos los torneos
tournament-pages = Páginas de la clasificación
tournaments-pages = Páginas de torneos
tournament-previous = Anterior
tournament-next = Siguiente
tournament-page = Página { $page } de { $pages }
tournament-podium = Podio
tournament-podium-line = { $name }, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
