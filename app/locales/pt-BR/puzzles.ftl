## Os desafios (/puzzles) e um desafio (/puzzles/…).

puzzles-title = Desafios de Kalah
puzzles-description = Desafios de Kalah tirados do jogo perfeito: encontre a jogada que se destaca.
puzzles-heading = Desafios
puzzles-lead = Cada desafio é uma posição das partidas do computador (os níveis entre si, Especialista contra cada nível, o livro de aberturas) em que uma jogada se destaca com jogo perfeito: é a única que mantém a vitória (ou o empate), ou vale claramente mais do que qualquer outra. Quando ela dá uma jogada extra, encontre também a próxima jogada.
puzzles-loading = Carregando…
puzzles-today = Desafio do dia
puzzles-for-you = Um desafio para você
puzzles-yours = Seus desafios
puzzles-by-difficulty = Por dificuldade
puzzles-difficulty-explained = A dificuldade, de 1 a 5, conta quantos dos jogadores Fácil, Médio e Difícil erram a jogada, mais um para uma sequência de jogadas e mais um para um resultado a { $plies } ou mais meias-jogadas de distância (uma meia-jogada é a jogada de um lado; o resultado está garantido quando um depósito tem mais da metade das sementes). Cada desafio também tem uma pontuação calculada a partir das primeiras tentativas dos jogadores: resolvê-lo é uma vitória contra o desafio, errá-lo é uma derrota.
puzzles-total = { $count } desafios ao todo, cada um encontrado e avaliado pelo solucionador.

puzzles-rating = Sua pontuação em desafios: { $rating }.
puzzles-rating-provisional = Sua pontuação em desafios: { $rating } (provisória: mais algumas primeiras tentativas vão firmá-la).
puzzles-unrated-before = Resolva um desafio para ganhar uma pontuação em desafios. Sua primeira tentativa em cada desafio é a que conta; suas tentativas ficam neste navegador, e
puzzles-unrated-link = Continuar em outro dispositivo
puzzles-unrated-after = leva elas junto.
puzzles-puzzle = Desafio { $id }
puzzles-list-difficulty = , dificuldade { $difficulty }
puzzles-standing = Você resolveu { $solved } dos { $tried } desafios que tentou. Sequência: { $streak } primeiras tentativas resolvidas seguidas (recorde: { $best }).
puzzles-missed = Errados, para tentar de novo
puzzles-solved-list = Resolvidos, os mais recentes primeiro ({ $count })

puzzles-table-caption = Como os jogadores se saem em cada dificuldade (só primeiras tentativas)
puzzles-difficulty = Dificuldade { $difficulty }
puzzles-col-difficulty = Dificuldade
puzzles-col-puzzles = Desafios
puzzles-col-plies = Média de meias-jogadas até o resultado
puzzles-col-tries = Primeiras tentativas
puzzles-col-solved = Resolvidos
puzzles-col-rating = Pontuação média

puzzles-not-found = Desafio não encontrado
puzzles-not-found-text = Não há nenhum desafio neste link. Talvez ele tenha sido digitado errado.
puzzles-all = Todos os desafios
puzzles-subtitle = dificuldade { $difficulty } de 5, pontuação { $rating }
puzzles-board-label = O desafio
puzzles-answer-hidden = A resposta aparece depois que você tentar.
puzzles-find = Vez de { $player }: encontre a jogada que se destaca.
puzzles-right = Certo: a casa { $pit } dá uma jogada extra. Encontre a próxima jogada.
puzzles-pit-outcome = a casa { $pit } { $outcome }
puzzles-solved = Resolvido!
puzzles-then = Depois: { $values }
puzzles-tried = A casa { $pit } { $outcome }
puzzles-tried-illegal = A casa { $pit } não pode ser semeada aqui
puzzles-missed-move = Não é essa: { $tried }. A jogada era a casa { $pit }.
puzzles-sure-before = O vencedor já estava definido antes desta jogada; o desafio é por quanto.
puzzles-sure-after = Na melhor linha, o resultado fica garantido depois de { $plies ->
    [one] { $plies } meia-jogada
   *[other] { $plies } meias-jogadas
}.
puzzles-first-try-only = Só a sua primeira tentativa em cada desafio muda a pontuação.
puzzles-try-again = Tentar de novo
puzzles-next = Próximo desafio
puzzles-study = Estudar a posição
