## The home page: how to play, against whom.

home-title = Jogue Kalah
home-description = Jogue Kalah, o clássico jogo de Mancala: contra o computador, do Fácil até um Especialista perfeito, com um amigo por meio de um link ou a dois no mesmo dispositivo; com ou sem JavaScript.
home-lead = Semeie sementes ao redor do tabuleiro: terminando no seu depósito, você ganha uma jogada extra; terminando numa casa vazia, você captura. Vence quem tiver mais sementes no depósito.

home-computer = Jogar contra o computador
home-you-play-first = Você começa.
# $level: a level's name (level-medium).
home-play-second = Jogar em segundo · { $level }
# Before a list of levels.
home-level = Nível
# Before a list: first, second.
home-you-play = Você joga
home-seat-first = em primeiro
home-seat-second = em segundo
home-start = Começar

# The variant fields of every new-game form, also in the lobby.
home-stones-per-pit = Sementes por casa
home-empty-capture = Regra da captura vazia

home-people = Jogar contra pessoas
home-people-intro = Encontre um adversário no salão: partidas ao vivo com relógio ou por correspondência com dias por jogada; ranqueadas ou amistosas. Sem cadastro, só um nome.
home-people-link = Ir para o salão

home-friend = Jogar com um amigo
home-friend-intro = Gere um link para enviar; seu amigo o abre no próprio dispositivo e entra na partida. Você começa.
home-friend-link = Jogar com um amigo (enviar um link)
home-friend-variant = Jogar com um amigo nesta variante

# Heading and button.
home-same-device = 2 jogadores neste dispositivo
home-same-device-intro = Revezem-se na mesma tela. O Jogador 1 começa.
home-same-device-variant = 2 jogadores nesta variante
# Followed by a link, home-variants-link.
home-variants = Variantes: de 3 a 6 sementes por casa e a regra da captura vazia.
home-variants-link = O que elas mudam

# One line: home-study, a link (home-study-analysis), home-study-between,
# a link (home-study-puzzles), home-study-end right after it.
home-study = Para estudar:
home-study-analysis = o tabuleiro de análise
home-study-between = (qualquer posição, o valor de cada jogada com jogo perfeito) e os
home-study-puzzles = desafios
home-study-end = .
