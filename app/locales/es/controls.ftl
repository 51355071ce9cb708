## La página de la partida y sus controles.

controls-loading = Cargando la partida…
controls-title = Partida { $setup }
controls-description = Una partida de Kalah en curso: el tablero, las jugadas hasta ahora y a quién le toca.
controls-game-not-found = Partida no encontrada
controls-not-your-game = No es tu partida
controls-game-unavailable = No se puede mostrar la partida
controls-start-new = Empezar una partida nueva

controls-button-controls = Controles con botones
controls-extra-turn = ¡Turno extra!
controls-hints-used = Pistas usadas en esta partida: { $count }
controls-active-time = Tiempo activo:
controls-welcome-back = Hola de nuevo
controls-welcome-back-text = La partida te espera. Pulsa Reanudar para ver el tablero y seguir.
controls-achievement-unlocked = Logro desbloqueado
controls-all-achievements = Todos los logros
controls-paused = En pausa
controls-paused-text = El tablero está oculto y la partida espera. Pulsa Reanudar para seguir.
controls-game-over = Fin de la partida

controls-label = Controles de la partida
controls-undo = Deshacer
controls-redo = Rehacer
controls-hint = Pista
controls-pause = Pausa
controls-resume = Reanudar
controls-abort = Anular partida
controls-resign = Rendirse…
controls-resign-question = ¿Te rindes en esta partida?
controls-resign-confirm = Sí, me rindo
controls-restart = Reiniciar
controls-new-game = Partida nueva
controls-analyse = Analizar esta partida
controls-analysis-so-far = Analizar hasta aquí
controls-change-mode = Cambiar de modo

controls-keyboard = Teclado
controls-keyboard-focus = Las teclas funcionan mientras el foco está en la partida.
controls-key-tab = Tab
controls-keys-tab = a los controles con botones
controls-keys-arrows = moverte entre los hoyos que puedes sembrar
controls-key-home-end = Inicio, Fin
controls-keys-home-end = primer o último hoyo que puedes sembrar
controls-keys-numbers = elegir ese hoyo
controls-key-enter-space = Intro, Espacio
controls-keys-enter-space = sembrar el hoyo elegido
controls-keys-undo-redo = deshacer, rehacer
controls-keys-pause = pausar o reanudar
controls-keys-rows = leer tu fila, la fila rival, los graneros
controls-keys-forecast = qué haría el hoyo elegido
controls-keys-last-turn = leer la última jugada, a quién le toca
controls-choose-first = Primero elige un hoyo: pulsa del 1 al 6 o llega a él con las flechas.

controls-settings = Ajustes del tablero
controls-view-angled = Inclinado
controls-view-top-down = Desde arriba
controls-animation = Animación
controls-sound = Sonido
controls-full-screen = Pantalla completa

controls-clocks = Relojes
controls-clock-yours = Tu reloj:
controls-clock-of = Reloj de { $name }:
controls-clock-warning = { $seconds ->
    [60] Te queda un minuto en el reloj.
    [one] Te queda { $seconds } segundo en el reloj.
   *[other] Te quedan { $seconds } segundos en el reloj.
}
