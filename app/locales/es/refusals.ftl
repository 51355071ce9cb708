## Por qué se rechazó una acción, tal como la lee el jugador. También se
## dice en las islas: solo texto, variables y elecciones sobre una variable.

refusal-bad-input = No se entendió el formulario ({ $what }). No cambió nada.
refusal-game-not-found = No hay ninguna partida en este enlace. Puede que esté mal escrito.
refusal-room-not-found = No hay ninguna mesa en este enlace. Puede que esté mal escrito o que haya caducado: una mesa se cierra un tiempo después de crearse, y antes si ya no queda nadie en ella.
refusal-link-not-found = Este enlace de dispositivo no funciona: está mal escrito o lo sustituyó uno más reciente. Crea un enlace nuevo en el dispositivo que tiene tus partidas.
refusal-puzzle-not-found = No hay ningún problema en este enlace. Puede que esté mal escrito.
refusal-try-ended = Esa jugada llegó después de que terminara el intento, así que no contó. No cambió nada.
refusal-seat-taken = Los dos puestos de esta mesa están ocupados. Puedes ver la partida.
refusal-not-now = Ahora no: { $why }. No cambió nada.
refusal-not-your-game = Esta partida es de otro jugador, así que no puedes verla ni jugar en ella.
refusal-stale-form = Eso se envió desde una página desactualizada (¿un doble clic o el botón Atrás?). No cambió nada; aquí tienes la partida tal como está ahora.
refusal-not-your-turn = No es tu turno. No cambió nada.
refusal-game-over = La partida terminó. Empieza otra con Partida nueva.
refusal-paused = La partida está en pausa. Pulsa Reanudar para seguir; no cambió nada.
refusal-journal-full = Esta partida llegó a su límite de { $limit } acciones registradas, así que no se puede añadir nada más. No cambió nada; empieza un nuevo intento con Partida nueva.
refusal-illegal-move = Esa jugada no está permitida: { $reason }. No cambió nada.
refusal-nothing-to-undo = No hay nada que deshacer.
refusal-nothing-to-redo = No hay nada que rehacer.
refusal-nothing-to-restart = No hay nada que reiniciar: la partida está en su inicio.
refusal-no-hints = Hay pistas en las partidas contra Fácil y Medio. No cambió nada.
refusal-unavailable = El servidor no pudo guardar ni cargar en este momento. No cambió nada; vuelve a intentarlo.
refusal-slow-down = Más despacio: son más partidas nuevas en un minuto de las que nadie puede jugar. No se empezó ninguna; espera un minuto y vuelve a intentarlo.
refusal-too-often = Más despacio: eso es más de lo que nadie hace en tan poco tiempo. Nada cambió; vuelve a intentarlo en { $span }.
refusal-too-many-open-games = Ya tienes { $limit } partidas sin terminar. Termina alguna (aparecen en Tus partidas) antes de empezar otra.
refusal-name = { $why } Tu nombre no cambió.
refusal-seek = { $why } No se abrió ninguna propuesta.
refusal-seek-not-found = Esa propuesta ya no está abierta: su jugador la retiró o se fue. No cambió nada; elige otra o abre la tuya.
refusal-seek-taken = Otro jugador aceptó esa propuesta antes. No cambió nada; elige otra o abre la tuya.
refusal-player-not-found = Ningún jugador tiene este nombre. Puede que esté mal escrito o que su jugador haya elegido otro.
refusal-out-of-time = Se te acabó el tiempo antes de que llegara esa jugada, así que no se jugó: la partida se pierde por tiempo.
refusal-no-first-move = Llegó tarde: un lado no hizo su primera jugada a tiempo, así que la partida se anuló, sin resultado y sin cambios de puntuación.

# Después de «Esa jugada no está permitida:».
illegal-game-over = la partida terminó, ya no hay más jugadas
illegal-empty-pit = el hoyo { $pit } está vacío; elige un hoyo con semillas

seek-refusal-stones = Las semillas por hoyo van de 3 a 6.
seek-refusal-speed = Elige uno de los ritmos que se ofrecen.
seek-refusal-mode = Elige clasificatoria o amistosa.
seek-refusal-seat = Elige un puesto al azar, Jugador 1 o Jugador 2.

refusal-arena-not-found = Ese torneo no existe. No cambió nada.
refusal-arena = { $why } No se creó ningún torneo.
arena-refusal-name = El nombre de un torneo tiene de 3 a 40 caracteres.
arena-refusal-clock = Elige uno de los ritmos que se ofrecen.
arena-refusal-stones = Las semillas por hoyo van de 3 a 6.
arena-refusal-minutes = Elige una de las duraciones que se ofrecen.
arena-refusal-start = Elige una de las horas de inicio que se ofrecen.
arena-refusal-mode = Elige clasificatoria o amistosa.

name-too-short = Un nombre necesita al menos { $count ->
    [one] { $count } carácter
   *[other] { $count } caracteres
}.
name-too-long = Un nombre puede tener como máximo { $count ->
    [one] { $count } carácter
   *[other] { $count } caracteres
}.
name-character = Un nombre puede tener letras, cifras, espacios, - y _, pero no { $character }.
name-nothing-to-read = Un nombre necesita al menos una letra o una cifra.
# Los nombres reservados son las palabras inglesas, sea cual sea el idioma de la página.
name-reserved = Ese nombre es uno de los que muestra el propio sitio (Computadora, los niveles, Jugador 1 y 2, Tu amigo, el bot de la casa); elige otro.
name-taken = Otro jugador tiene ese nombre, o uno que se ve igual; elige otro.
name-held = Otro jugador tenía ese nombre hasta hace poco: un nombre queda reservado a su antiguo dueño durante { $days } días. Elige otro.
name-mixed-scripts = Una palabra de un nombre no puede mezclar alfabetos (como una а cirílica entre letras latinas).

# Después de «Ahora no:».
not-now-room-game = una partida en una mesa, con un amigo o en un torneo, no tiene deshacer, rehacer, pistas ni pausa
not-now-own-room = esta es tu propia mesa; envíale el enlace a tu amigo
not-now-own-seek = esta es tu propia propuesta; la tiene que aceptar otro jugador
not-now-public-game = una partida de la sala no se le pasa a la computadora
not-now-name-first = primero elige el nombre que verán los demás jugadores
not-now-no-abort = solo se puede anular una partida de la sala; ríndete en su lugar
not-now-abort-too-late = los dos jugadores ya movieron, así que la partida ya no se puede anular; ríndete en su lugar
not-now-not-started = la partida no ha empezado
not-now-not-over = la partida no ha terminado
not-now-friend-here = tu amigo sigue aquí o se fue hace menos de { $span }
not-now-arena-over = el torneo ha terminado
not-now-arena-rematch = un torneo empareja de nuevo a sus jugadores por sí solo: tu próxima partida llega desde el torneo
not-now-arena-held = ya organizas un torneo que no ha terminado; podrás organizar el siguiente cuando termine
not-now-arenas-today = has organizado { $count ->
    [one] un torneo
   *[other] { $count } torneos
} en las últimas 24 horas, el máximo permitido
not-now-seeks-open = tienes { $count ->
    [one] una propuesta abierta
   *[other] { $count } propuestas abiertas
}, el máximo a la vez; cancela una primero
not-now-no-shows = { $count } de tus partidas contra otras personas se anularon en las últimas 24 horas porque no moviste; la próxima podrá empezar dentro de { $span }
not-now-no-berserk = el berserk es para una partida de torneo con reloj, una vez, antes de tu primera jugada
