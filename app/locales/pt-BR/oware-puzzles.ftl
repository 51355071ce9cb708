# Os desafios de oware, na página de desafios e na de cada desafio.
oware-puzzles-heading = Desafios de oware
oware-puzzles-lead = Finais do banco de dados de finais do oware em que uma jogada se destaca, seja qual for o valor de uma posição repetida: é a única que mantém a vitória (ou o empate). Sua pontuação em desafios de oware é separada da de Kalah.
oware-puzzles-today = Desafio de oware do dia
oware-puzzles-for-you = Um desafio de oware para você
oware-puzzles-total = { $count } desafios de oware ao todo, cada um comprovado pelo banco de dados de finais.
oware-puzzles-rating = Sua pontuação em desafios de oware: { $rating }.
oware-puzzles-rating-provisional = Sua pontuação em desafios de oware: { $rating } (provisória: mais algumas primeiras tentativas vão firmá-la).
oware-puzzles-puzzle = Desafio de oware { $id }
oware-puzzles-pit-least = a casa { $pit } termina com pelo menos { $value }
oware-puzzles-pit-most = a casa { $pit }, com no máximo { $value }
oware-puzzles-tried = A casa { $pit } termina com no máximo { $value }
oware-puzzles-whatever-the-rule = Cada valor é a diferença entre as capturas com jogo perfeito depois de jogadas todas as sementes, como comprova o banco de dados de finais, seja qual for o valor de uma posição repetida.
