## A análise de uma partida (/game/…/analysis), o tabuleiro de análise
## (/analysis) e o que o Especialista prova.

analysis-solving = Resolvendo as posições da partida…
analysis-unavailable = Análise indisponível
analysis-new-game = Começar uma nova partida
analysis-title = Análise: { $setup }
analysis-heading = Análise
analysis-intro = Cada jogada com o seu valor se os dois lados jogarem perfeitamente a partir dali: a diferença final entre os depósitos para quem fez a jogada. Uma jogada entrega sementes quando havia uma melhor.
analysis-no-moves = Ainda não há jogadas para analisar.
analysis-summary = { $judged } de { $total } jogadas avaliadas. { $losing } delas entregaram sementes ({ $lost } ao todo).
analysis-summary-solving = As outras { $count } estão sendo resolvidas; esta página se atualiza sozinha a cada { $seconds } segundos.
analysis-summary-unsolved = As outras { $count } não puderam ser resolvidas aqui no tempo que este servidor permite.
analysis-move-in-replay = Jogada { $number } no replay
analysis-study-before = Estudar a posição anterior
analysis-back = Voltar à partida

study-title = Tabuleiro de análise
study-description = Monte qualquer posição de Kalah e veja quanto vale cada jogada com jogo perfeito.
study-solving = Resolvendo a posição…
study-rules = As regras
study-strategy = Estratégia
study-mistakes = Essa posição não pode ser estudada:
study-value = Vez de { $player }. Se os dois lados jogarem perfeitamente, { $player } { $outcome } (a diferença final entre os depósitos).
study-to-move = Vez de { $player }.
study-all-solved = Todas as { $total } jogadas resolvidas.
study-progress-solving = { $solved } de { $total } jogadas resolvidas; as outras { $open } estão sendo resolvidas, e esta página se atualiza sozinha a cada { $seconds } segundos.
study-progress-busy = { $solved } de { $total } jogadas resolvidas. O solucionador está ocupado com outras posições; esta página vai perguntar de novo em { $seconds } segundos.
study-progress-unsolved = { $solved } de { $total } jogadas resolvidas; as outras { $open } não puderam ser resolvidas aqui no tempo que este servidor permite.
study-worth-best = valor { $value }, a melhor
study-worth = valor { $value }
study-not-solved = ainda não resolvida
study-pit = Casa { $pit }
study-line = : { $worth }; { $does }.
study-does-end = termina a partida, { $score } a { $other_score }
study-does-extra-turn = a última semente cai no depósito: jogada extra
study-does-capture = captura { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} (a casa { $facing } do outro lado e a última semente)
study-does-pass = a vez passa para o outro lado
study-board-label = A posição estudada
study-link = Link para esta posição
study-moves = Jogadas, da melhor para a pior
study-play-from-here = Jogar a partir daqui
study-against-computer = Contra o computador, com você jogando como { $player }:
study-play-computer = Jogar contra o computador
study-two-players = Dois jogadores neste dispositivo

study-setup-heading = Montar uma posição
study-setup-stones = Sementes em cada casa e depósito
study-setup-empty-capture = Regra da captura vazia (uma última semente numa casa vazia captura mesmo quando a casa em frente está vazia)
study-setup-submit = Estudar esta posição

study-place-pit = A casa { $pit } do Jogador { $player }
study-place-store = O depósito do Jogador { $player }
study-whose-turn = De quem é a vez
study-game-over = Essa partida acabou: o tabuleiro de análise estuda posições em que ainda há uma jogada a fazer.
study-say-turn = Diga de quem é a vez: Jogador 1 ou Jogador 2.
study-too-many = { $place } comporta no máximo { $most } sementes, todas as de uma partida com 6 sementes.
study-field-empty = { $place } está vazio: informe um número de sementes.
study-not-a-number = { $place } diz “{ $text }”: informe um número inteiro de sementes, de 0 a { $most }.
study-count = Uma posição tem 15 números: as casas 1 a 6 e o depósito do Jogador 1, as casas 1 a 6 e o depósito do Jogador 2 e, por fim, de quem é a vez (1 ou 2). Esta tem { $found }.
study-negative = { $place } não pode ter menos de 0 sementes.
study-stone-total = O tabuleiro tem { $found } sementes ao todo, mas uma partida tem 36, 48, 60 ou 72 (de 3 a 6 em cada casa no início).
study-player = De quem é a vez deve ser 1 ou 2, não “{ $text }”.
study-side-empty = Todas as casas do Jogador { $player } estão vazias, então essa partida já acabou: o tabuleiro de análise estuda posições em que ainda há uma jogada a fazer.
study-stones-left = Numa partida terminada (14 números), todas as sementes estão num depósito; acrescente de quem é a vez para estudar uma partida em andamento.
study-unreadable = Essa posição não pode ser lida: { $error }.

proof-variant = Kalah com { $stones } sementes
proof-variant-empty-capture = Kalah com { $stones } sementes e a regra da captura vazia
proof-scope = O Especialista prova cada jogada que faz no { $places }. Nas outras variantes, ele faz uma busca profunda quando não consegue provar uma jogada, e avisa.
proof-scope-either = Kalah com { $counts } sementes, com qualquer uma das regras de captura
proof-scope-standard = Kalah com { $counts } sementes e a captura padrão
proof-scope-empty-capture = Kalah com { $counts } sementes e a regra da captura vazia
proof-scope-and = { $before }; no { $place }
proof-count = { $count }
proof-counts = { $rest } e { $last }
proof-caveat = O Especialista não provou cada jogada no { $variant }; em vez disso, faz uma busca profunda, e cada jogada que ele não conseguiu provar fica marcada.
proof-preparing = O Especialista ainda está se preparando: este servidor acabou de iniciar e está calculando as tabelas de finais com que o Especialista prova suas jogadas, o que leva alguns minutos. Até elas ficarem prontas, quando o Especialista não consegue provar uma jogada a tempo, ele faz a melhor jogada da sua busca e a marca como “Não provada”.
