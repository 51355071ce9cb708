## Games between people: watching them, a player's page and the
## leaderboard. $mode: rated or casual. Ratings keep their digits.

people-loading = Carregando…

watch-title = Assistir a partidas
watch-description = Assista a partidas de Kalah entre pessoas enquanto são jogadas: jogadores, pontuações, ritmo e jogada.
# Followed by a link to the lobby, watch-none-link.
watch-none = Nenhuma partida entre pessoas está sendo jogada agora.
watch-none-link = Jogue uma
watch-caption = Partidas em andamento, as de maior pontuação primeiro
watch-column-players = Jogadores
watch-column-game = Partida
watch-column-link = Link
watch-link = Assistir
# Read out on the link: $players is watch-players.
watch-label = Assistir a { $players }
# "Ada (1742) vs Bo Diddley (new)": $one and $two are watch-side or
# watch-side-new.
watch-players = { $one } contra { $two }
watch-side = { $name } ({ $rating })
watch-side-new = { $name } (novo)
# "4 stones, 5+3, rated, move 12": $speed is "5+3" or watch-days, $number the
# number of the move being played.
watch-game = { $stones } sementes, { $speed }, { $mode ->
    [rated] ranqueada
   *[casual] amistosa
}, jogada { $number }
watch-game-empty-capture = { $stones } sementes com captura vazia, { $speed }, { $mode ->
    [rated] ranqueada
   *[casual] amistosa
}, jogada { $number }

# A correspondence speed, short: "3d".
watch-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}

# On the home page: the highest-rated game in progress.
watch-featured = Partida em destaque
watch-featured-line = { $players }, { $game }.
watch-featured-link = Assistir
watch-all = Todas as partidas em andamento

# On the home page and "Your games": games waiting on the visitor's move.
watch-your-move = { $count ->
    [one] Sua vez em { $count } partida
   *[other] Sua vez em { $count } partidas
}
watch-against = Contra { $name }

profile-not-found = Jogador não encontrado
profile-leaderboard-link = O ranking
profile-no-ratings = Nenhuma partida ranqueada ainda.
profile-former-names = Antes: { $names }
profile-rating-live = Pontuação ao vivo
profile-rating-correspondence = Pontuação por correspondência
profile-summary = { $rating } após { $games ->
    [one] { $games } partida ranqueada
   *[other] { $games } partidas ranqueadas
}.
profile-summary-provisional = { $rating } (provisória: ela se firma à medida que mais partidas são jogadas) após { $games ->
    [one] { $games } partida ranqueada
   *[other] { $games } partidas ranqueadas
}.
# $heading: profile-rating-live or profile-rating-correspondence.
profile-history-caption = { $heading } após cada partida ranqueada
profile-column-game = Partida
profile-column-date = Data
profile-column-before = Antes
profile-column-after = Depois
profile-games-heading = Últimas partidas
profile-no-games = Nenhuma partida contra pessoas ainda.
profile-column-opponent = Adversário
profile-column-result = Resultado
profile-column-speed = Ritmo
profile-column-started = Início
profile-playing = Em andamento
profile-won = Vitória
profile-lost = Derrota
profile-drawn = Empate
profile-aborted = Anulada
# $speed: lobby-speed-live or lobby-speed-days.
profile-game-terms = { $speed }, { $mode ->
    [rated] ranqueada
   *[casual] amistosa
}
profile-replay = Rever
profile-replay-label = Rever a partida contra { $name }

leaderboard-title = Ranking
leaderboard-intro = Jogadores com pelo menos 10 partidas ranqueadas, a última delas nos últimos 30 dias.
leaderboard-counted = Uma partida valendo rating só muda os ratings depois que cada lado semeou pelo menos { $sowings } vezes: uma partida abandonada, deixada ou perdida no tempo antes disso mal foi jogada, e contá-la deixaria duas contas trocarem pontos em segundos. Pelo mesmo motivo, as partidas de dois jogadores entre si mudam os ratings no máximo { $games } vezes em 24 horas.
leaderboard-held = Um rating que sobe com partidas que parecem combinadas fica fora desta tabela até que alguém que cuida do site as tenha examinado: { $wins } vitórias ou mais em { $days } dias que deram muitos pontos, contra adversários que desistiram antes de semear { $sowings } vezes, ou que jogam do mesmo endereço de rede, ou contra o mesmo adversário repetidas vezes. O rating em si continua valendo, e o jogador continua jogando como antes.
leaderboard-nobody = Ninguém ainda.
leaderboard-live = Ao vivo
leaderboard-correspondence = Por correspondência
leaderboard-column-rank = Posição
leaderboard-column-player = Jogador
leaderboard-column-rating = Pontuação
leaderboard-column-games = Partidas ranqueadas
profile-arenas-heading = Torneios
profile-arena-line = { $rank }º de { $players }, { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
}
