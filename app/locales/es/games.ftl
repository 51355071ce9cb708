## Tus partidas (/games) y la repetición de una partida (/game/:id/replay).

games-title = Tus partidas
games-loading = Cargando…
games-none = Aún no hay partidas.
games-start-one = Empieza una
games-not-finished = Sin terminar
games-draw = Empate, { $one } a { $two }
games-won = { $who ->
    [you] Ganaste
   *[other] Ganó { $name }
}, { $one } a { $two }
games-not-fresh = (después de deshacer o reiniciar)
games-open = Abrir
games-replay = Repetición
games-caption = Tus partidas, las más recientes primero
games-mode = Modo
games-result = Resultado
games-started = Inicio
games-active-time = Tiempo activo
games-links = Enlaces

games-loading-game = Cargando la partida…
games-replay-start = El inicio.
games-perfect-play = Con juego perfecto: { $judgement }
games-resigned = { $who ->
    [you] Te rendiste.
   *[other] { $name } se rindió.
}
games-study = Estudiar esta posición
games-replay-of = Repetición: { $setup }
games-step = Jugada { $step } de { $total }. { $said }
games-steps = Pasos de la repetición
games-first = Inicio
games-previous = Anterior
games-next = Siguiente
games-last = Final
games-export = Exportar el registro de la partida (texto)
games-analysis = Análisis de esta partida
