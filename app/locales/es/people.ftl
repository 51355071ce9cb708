## Games between people: watching them, a player's page and the
## leaderboard. $mode: rated or casual. Ratings keep their digits.

people-loading = Cargando…

watch-title = Ver partidas
watch-description = Mira partidas de Kalah entre personas mientras se juegan: jugadores, puntuaciones, ritmo y jugada.
# Followed by a link to the lobby, watch-none-link.
watch-none = Ahora mismo no se está jugando ninguna partida entre personas.
watch-none-link = Juega una
watch-caption = Partidas en curso, las de mayor puntuación primero
watch-column-players = Jugadores
watch-column-game = Partida
watch-column-link = Enlace
watch-link = Ver
# Read out on the link: $players is watch-players.
watch-label = Ver { $players }
# "Ada (1742) vs Bo Diddley (new)": $one and $two are watch-side or
# watch-side-new.
watch-players = { $one } contra { $two }
watch-side = { $name } ({ $rating })
watch-side-new = { $name } (nuevo)
# "4 stones, 5+3, rated, move 12": $speed is "5+3" or watch-days, $number the
# number of the move being played.
watch-game = { $stones } semillas, { $speed }, { $mode ->
    [rated] clasificatoria
   *[casual] amistosa
}, jugada { $number }
watch-game-empty-capture = { $stones } semillas con captura en vacío, { $speed }, { $mode ->
    [rated] clasificatoria
   *[casual] amistosa
}, jugada { $number }

# A correspondence speed, short: "3d".
watch-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
}

# On the home page: the highest-rated game in progress.
watch-featured = Partida destacada
watch-featured-line = { $players }, { $game }.
watch-featured-link = Verla
watch-all = Todas las partidas en curso

# On the home page and "Your games": games waiting on the visitor's move.
watch-your-move = { $count ->
    [one] Te toca jugar en { $count } partida
   *[other] Te toca jugar en { $count } partidas
}
watch-against = Contra { $name }

profile-not-found = Jugador no encontrado
profile-leaderboard-link = La clasificación
profile-no-ratings = Todavía no hay partidas clasificatorias.
profile-former-names = Antes: { $names }
profile-rating-live = Puntuación en vivo
profile-rating-correspondence = Puntuación por correspondencia
profile-summary = { $rating } tras { $games ->
    [one] { $games } partida clasificatoria
   *[other] { $games } partidas clasificatorias
}.
profile-summary-provisional = { $rating } (provisional: se asienta a medida que se juegan más partidas) tras { $games ->
    [one] { $games } partida clasificatoria
   *[other] { $games } partidas clasificatorias
}.
# $heading: profile-rating-live or profile-rating-correspondence.
profile-history-caption = { $heading } tras cada partida clasificatoria
profile-column-game = Partida
profile-column-date = Fecha
profile-column-before = Antes
profile-column-after = Después
profile-games-heading = Últimas partidas
profile-no-games = Todavía no hay partidas contra personas.
profile-column-opponent = Rival
profile-column-result = Resultado
profile-column-speed = Ritmo
profile-column-started = Inicio
profile-playing = En juego
profile-won = Ganada
profile-lost = Perdida
profile-drawn = Empate
profile-aborted = Anulada
# $speed: lobby-speed-live or lobby-speed-days.
profile-game-terms = { $speed }, { $mode ->
    [rated] clasificatoria
   *[casual] amistosa
}
profile-replay = Repetición
profile-replay-label = Ver la repetición de la partida contra { $name }

leaderboard-title = Clasificación
leaderboard-intro = Jugadores con al menos 10 partidas clasificatorias, la última de ellas en los últimos 30 días.
leaderboard-counted = Una partida puntuada cambia las puntuaciones solo cuando cada lado ha sembrado al menos { $sowings } veces: una partida abandonada, dejada o perdida por tiempo antes apenas se jugó, y puntuarla permitiría a dos cuentas intercambiar puntos en segundos. Por la misma razón, las partidas de dos jugadores entre sí cambian las puntuaciones como máximo { $games } veces en 24 horas.
leaderboard-held = Una puntuación que sube con partidas que parecen arregladas queda fuera de esta tabla hasta que alguien que gestiona el sitio las haya revisado: { $wins } victorias o más en { $days } días que dieron muchos puntos, contra rivales que se rindieron antes de sembrar { $sowings } veces, o que juegan desde la misma dirección de red, o contra el mismo rival una y otra vez. La puntuación en sí sigue contando, y el jugador sigue jugando como antes.
leaderboard-nobody = Nadie todavía.
leaderboard-live = En vivo
leaderboard-correspondence = Por correspondencia
leaderboard-column-rank = Puesto
leaderboard-column-player = Jugador
leaderboard-column-rating = Puntuación
leaderboard-column-games = Partidas clasificatorias
profile-arenas-heading = Torneos
profile-arena-line = puesto { $rank } de { $players }, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
