## Torneios (/tournaments, /tournament/:id): arenas.

tournaments-title = Torneios
tournaments-description = Torneios arena: entre na hora, jogue quantas partidas puder e suba na classificação.
tournaments-loading = Carregando…
tournaments-intro = Numa arena cada um joga quantas partidas puder até o fim. Assim que sua partida termina, você é pareado de novo, com alguém perto de você na classificação. Uma vitória vale 2 e um empate 1; depois de duas vitórias seguidas cada partida vale o dobro até uma que não seja vitória.
tournaments-running = Em andamento
tournaments-upcoming = Em breve
tournaments-finished = Recém-terminados
tournaments-none = Nenhum torneio está em andamento ou por vir.
tournaments-next = Próximo torneio:
tournaments-line = { $clock }, { $minutes } minutos de jogo, { $mode }, { $players ->
    [one] um jogador
   *[other] { $players } jogadores
}
tournaments-starts-at = começa { $date }
tournaments-starts-in = começa em { $span }
tournaments-ends-in = termina em { $span }
tournaments-ended = terminado
tournaments-rated = ranqueado
tournaments-casual = amistoso
tournaments-create = Organizar um torneio
tournaments-name = Nome
tournaments-clock = Ritmo
tournaments-minutes = Duração
tournaments-minutes-option = { $minutes } minutos
tournaments-starts-in-label = Começa em
tournaments-starts-now = Agora mesmo
tournaments-stones = Sementes por casa
tournaments-empty-capture = Uma casa vazia também captura
tournaments-house-bot = O robô da casa joga com quem ficar sem adversário
tournaments-mode = Ranqueado ou amistoso
tournaments-create-button = Organizar
tournaments-name-first = Escolha no saguão o nome que os outros jogadores vão ver para jogar ou organizar um torneio.

tournament-lasts = { $minutes } minutos de jogo
tournament-join = Participar
tournament-rejoin = Participar de novo
tournament-withdraw = Sair
tournament-joined = Você está neste torneio: é pareado assim que fica livre.
tournament-withdrawn = Você saiu; seus pontos ficam. Participe de novo para continuar jogando.
tournament-your-place = Você está em { $rank }º de { $players } com { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
}.
tournament-your-final-place = Você terminou em { $rank }º de { $players } com { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
}.
tournament-your-game = Sua partida está pronta.
tournament-your-game-go = Ir para sua partida
tournament-standings = Classificação
tournament-final-standings = Classificação final
tournament-rank = Posição
tournament-player = Jogador
tournament-rating = Pontuação
tournament-score = Pontos
tournament-games = Partidas
tournament-streak = em sequência: a próxima partida vale o dobro
tournament-you = (você)
tournament-withdrawn-mark = (saiu)
tournament-no-players = Ninguém entrou ainda.
tournament-game-mark = { $result ->
    [win] vitória
    [draw] empate
   *[loss] derrota
} como Jogador { $seat }, { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
}{ $streak ->
    [yes] , dobrados em sequência
   *[no] {""}
}{ $berserk ->
    [yes] , em berserk
   *[no] {""}
}.
tournament-game-mark-aborted = anulada como Jogador { $seat }, não jogada: nenhum ponto.
tournament-marks-legend = Cada partida é uma marca com seus pontos: verde uma vitória, bege um empate, cinza uma derrota, tracejada com “–” uma partida anulada (não jogada, nenhum ponto). Uma borda laranja: contou em dobro na sequência. Um sublinhado ondulado: berserk.
tournament-still-played = O torneio terminou; { $games ->
    [one] 1 partida ainda está
   *[other] { $games } partidas ainda estão
} em andamento. A classificação fica definitiva quando { $games ->
    [one] ela terminar
   *[other] elas terminarem
}.
tournament-name-hourly = Arena { $clock } de toda hora
tournament-name-daily = Arena { $clock } diária
tournament-games-heading = Partidas
tournament-house-bot = o robô da casa
tournament-game-line = { $first } contra { $second }
tournament-game-playing = em andamento
tournament-game-won = { $winner } venceu
tournament-game-drawn = empate
tournament-game-aborted = anulada
tournament-watch = Assistir
tournament-replay = Rever
tournament-analysis = Análise
tournament-checks = Esta página procura novidades a cada { $seconds } segundos.
tournament-back = Todos os torneios
tournament-pages = Páginas da classificação
tournaments-pages = Páginas de torneios
tournament-previous = Anterior
tournament-next = Próxima
tournament-page = Página { $page } de { $pages }
tournament-podium = Pódio
tournament-podium-line = { $name }, { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
}
