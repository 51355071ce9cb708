## A página da partida e seus controles.

controls-loading = Carregando a partida…
controls-title = Partida { $setup }
controls-description = Uma partida de Kalah em andamento: o tabuleiro, as jogadas até agora e de quem é a vez.
controls-game-not-found = Partida não encontrada
controls-not-your-game = Esta partida não é sua
controls-game-unavailable = Não é possível mostrar a partida
controls-start-new = Começar uma nova partida

controls-button-controls = Controles por botões
controls-extra-turn = Jogada extra!
controls-hints-used = Dicas usadas nesta partida: { $count }
controls-active-time = Tempo ativo:
controls-welcome-back = Que bom que você voltou
controls-welcome-back-text = A partida está esperando por você. Pressione Retomar para ver o tabuleiro e continuar.
controls-achievement-unlocked = Conquista desbloqueada
controls-all-achievements = Todas as conquistas
controls-paused = Em pausa
controls-paused-text = O tabuleiro está oculto e a partida espera. Pressione Retomar para continuar.
controls-game-over = Fim de jogo

controls-label = Controles da partida
controls-undo = Desfazer
controls-redo = Refazer
controls-hint = Dica
controls-pause = Pausar
controls-resume = Retomar
controls-abort = Anular partida
controls-resign = Desistir…
controls-resign-question = Desistir desta partida?
controls-resign-confirm = Sim, desistir
controls-restart = Recomeçar
controls-new-game = Nova partida
controls-analyse = Analisar esta partida
controls-analysis-so-far = Analisar até aqui
controls-change-mode = Mudar de modo

controls-keyboard = Teclado
controls-keyboard-focus = As teclas funcionam enquanto o foco estiver na partida.
controls-key-tab = Tab
controls-keys-tab = para os controles por botões
controls-keys-arrows = mover entre as casas que você pode semear
controls-key-home-end = Home, End
controls-keys-home-end = primeira ou última casa que você pode semear
controls-keys-numbers = escolher essa casa
controls-key-enter-space = Enter, Espaço
controls-keys-enter-space = semear a casa escolhida
controls-keys-undo-redo = desfazer, refazer
controls-keys-pause = pausar ou retomar
controls-keys-rows = ler a sua fileira, a do adversário, os depósitos
controls-keys-forecast = o que a casa escolhida faria
controls-keys-last-turn = ler a última jogada, de quem é a vez
controls-choose-first = Escolha uma casa primeiro: pressione de 1 a 6 ou vá até ela com as setas.

controls-settings = Ajustes do tabuleiro
controls-view-angled = Inclinado
controls-view-top-down = De cima
controls-animation = Animação
controls-sound = Som
controls-full-screen = Tela cheia

controls-clocks = Relógios
controls-clock-yours = Seu relógio:
controls-clock-of = Relógio de { $name }:
controls-clock-warning = { $seconds ->
    [60] Falta um minuto no seu relógio.
    [one] Falta { $seconds } segundo no seu relógio.
   *[other] Faltam { $seconds } segundos no seu relógio.
}
