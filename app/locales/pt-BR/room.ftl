## A página da sala: jogar contra um amigo (ou alguém do salão) por um
## link. Nomes nunca são traduzidos.

room-loading = Carregando a sala…
room-play-friend = Jogar contra um amigo
room-title-game = Partida { $setup }
room-title-first = Partida contra { $name } · você começa
room-title-second = Partida contra { $name } · { $name } começa
room-title-watching = { $first } contra { $second }
room-not-found = Sala não encontrada
room-unavailable = Não é possível mostrar a sala
room-start-new = Começar uma nova partida

room-host-invite = Envie este link para o seu amigo. A partida começa quando ele abrir o link e entrar; você começa.
room-link = Link:
room-copy-link = Copiar link
room-share = Compartilhar
room-link-copied = Link copiado.
room-share-title = Jogue Kalah comigo
room-waiting = Esperando seu amigo entrar…
room-invited = Um amigo convidou você para uma partida de Kalah. Ele começa.
room-join = Entrar

room-heading = Sala
room-presence-friend = { $connected ->
    [yes] Seu amigo está on-line.
   *[no] Seu amigo não está on-line.
}
room-presence-named = { $connected ->
    [yes] { $name } está on-line.
   *[no] { $name } não está on-line.
}
room-watching = Você está assistindo.
room-watching-friends = Você está assistindo. Jogador 1: { $first ->
    [yes] on-line
   *[no] off-line
}; Jogador 2: { $second ->
    [yes] on-line
   *[no] off-line
}.
room-play-again = Procurar outra partida { $speed }
room-rematch = Revanche (trocar lados)
room-rematch-asked-friend = Revanche pedida. Esperando seu amigo aceitar…
room-rematch-asked-named = Revanche pedida. Esperando { $name } aceitar…
room-rematch-offered-friend = Seu amigo pede uma revanche com os lados trocados.
room-rematch-offered-named = { $name } pede uma revanche com os lados trocados.
room-accept-rematch = Aceitar a revanche
room-friend-away = Seu amigo está ausente há mais de { $away }. Você pode terminar a partida contra o computador ({ $level }).
room-continue = Continuar contra o computador

room-rating-new = novo
room-rating-provisional = { $rating }, provisória
room-players = Jogador 1: { $first } ({ $first_rating }). Jogador 2: { $second } ({ $second_rating }). { $speed }, { $rated ->
    [yes] ranqueada
   *[no] amistosa
}.
room-ratings = Pontuações: { $changes }.
room-deadline = { $name } deve jogar até { $date } (tempo restante: { $left }).
room-score = Partidas aqui: { $first } { $first_points }, { $second } { $second_points }.

room-check-now = Ver se o adversário jogou
room-check-automatically = Verificar automaticamente
room-stop-checking = Parar de verificar automaticamente
room-checks-every = Esta página se atualiza sozinha { $seconds ->
    [one] a cada segundo
   *[other] a cada { $seconds } segundos
}.
room-checks-never = Esta página não se atualiza sozinha.
room-arena = Uma partida do torneio
room-arena-next = Próxima partida em { $seconds } segundos, do torneio.
room-arena-pause = Pausa: sem próxima partida
room-arena-back = Voltar ao torneio { $name }
room-berserk = Berserk: metade do seu tempo, sem incremento, um ponto a mais pela vitória
room-berserked = { $name } jogou em berserk.
room-house-bot = Robô da casa
room-title-house-bot = { $name } contra o robô da casa
room-presence-house-bot = O robô da casa responde na hora; só o seu relógio corre.
