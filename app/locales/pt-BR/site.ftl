## Em volta de toda página: o cabeçalho, o rodapé e o menu de idiomas.

site-skip = Pular para a partida
site-nav = Site
site-more = Mais páginas
site-footer = Kalah, o jogo de mancala de duas fileiras e dois depósitos, jogado pelas regras padrão.
nav-lobby = Jogar contra pessoas
nav-rules = Regras
nav-strategy = Estratégia
nav-games = Suas partidas
nav-achievements = Conquistas
nav-tournaments = Torneios
nav-watch = Assistir a partidas
nav-leaderboard = Ranking
nav-analysis = Tabuleiro de análise
nav-puzzles = Desafios
nav-history = História
nav-faq = Perguntas frequentes
nav-variants = Variantes
nav-device = Continuar em outro dispositivo
language-label = Idioma
language-change = Mudar
language-unknown = Este site não oferece esse idioma ({ $given }). Nada mudou; escolha um da lista.
language-unknown-title = Idioma não oferecido
back-to-kalah = Voltar para o Kalah
unavailable-title = Tente de novo daqui a pouco
unavailable-message = O servidor não conseguiu salvar nem carregar agora, então esta solicitação não fez nada. Tente de novo daqui a pouco.
refused-other-site-title = Enviado de outro site
refused-other-site = Este formulário foi enviado ao Kalah por uma página de outro site, então foi recusado e nada mudou. Para jogar, abra o próprio Kalah.
refused-too-large-title = Envio grande demais
refused-too-large = Essa solicitação era muito maior do que qualquer formulário deste site, então foi recusada e nada mudou.
refused-slow-down-title = Mais devagar
refused-not-done-title = Não feito
refused-unreadable-title = Formulário não entendido
refused-unreadable = Este formulário não pôde ser lido, então foi recusado e nada mudou. Volte à página e envie-o de lá.

## O registro da partida para baixar. As jogadas e as posições estão na
## notação da página de regras e ficam como estão.

record-title = Registro de partida de Kalah
record-variant = Variante: { $stones } sementes por casa, captura padrão
record-variant-empty-capture = Variante: { $stones } sementes por casa, captura vazia
record-start = Início: { $position }
record-moves = Jogadas: { $moves }
record-position = Posição: { $position }
record-unproved = Não comprovado (busca do Especialista): jogadas { $plies }
record-resigned = Desistiu: { $name }
