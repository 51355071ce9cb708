## Suas partidas (/games) e o replay de uma partida (/game/:id/replay).

games-title = Suas partidas
games-loading = Carregando…
games-none = Nenhuma partida ainda.
games-start-one = Comece uma
games-not-finished = Não terminada
games-draw = Empate, { $one } a { $two }
games-won = { $who ->
    [you] Você venceu
   *[other] { $name } venceu
}, { $one } a { $two }
games-not-fresh = (depois de desfazer ou recomeçar)
games-open = Abrir
games-replay = Replay
games-caption = Suas partidas, as mais recentes primeiro
games-mode = Modo
games-result = Resultado
games-started = Início
games-active-time = Tempo ativo
games-links = Links

games-loading-game = Carregando a partida…
games-replay-start = O início.
games-perfect-play = Com jogo perfeito: { $judgement }
games-resigned = { $who ->
    [you] Você desistiu.
   *[other] { $name } desistiu.
}
games-study = Estudar esta posição
games-replay-of = Replay: { $setup }
games-step = Jogada { $step } de { $total }. { $said }
games-steps = Passos do replay
games-first = Início
games-previous = Anterior
games-next = Próxima
games-last = Fim
games-export = Exportar o registro da partida (texto)
games-analysis = Análise desta partida
