## Seguir en otro dispositivo (/device) y el otro lado del enlace (/link/…).

device-title = Seguir en otro dispositivo
device-loading = Cargando tu enlace…
device-play-first = Juega primero una partida: el enlace lleva tus partidas a otro dispositivo.
device-start-game = Empezar una partida
device-open-link = Abre este enlace en tu teléfono o en otra computadora para seguir allí con tus partidas, justo donde están.
device-keep-private = Guárdalo en privado: cualquiera que tenga este enlace puede jugar como tú.
device-link-label = Enlace:
device-qr-alt = Código QR del enlace de arriba
device-new-link = Crear un enlace nuevo
device-new-link-note = Un enlace nuevo sustituye a este: el enlace antiguo deja de funcionar y tus otros dispositivos se desconectan, salvo que los mantengas.
device-keep-devices = Mantener conectados mis otros dispositivos
device-devices-heading = Dispositivos conectados como tú
device-unknown-browser = un navegador que no dijo su nombre
device-this-one = (este)
device-column-browser = Navegador
device-column-first = Visto por primera vez
device-column-last = Visto por última vez
device-sign-out-others = Cerrar la sesión en todos los demás dispositivos
device-sign-out-this = Cerrar la sesión en este dispositivo
device-sign-out-note = Cerrar la sesión de un dispositivo termina su sesión al instante: su página siguiente empieza de cero, sin tus partidas. Úsalo si otra persona tiene tu enlace.

device-here-title = Sigue tus partidas aquí
device-here-intro = Este enlace trae partidas de otro dispositivo. Continúa para jugarlas en este; así este navegador compartirá las partidas y los logros de ese jugador.
device-continue-here = Continuar aquí
device-switch-warning = Este navegador ya juega como otro jugador, con { $games ->
    [one] una partida
   *[other] { $games } partidas
}. Continuar aquí lo cambia al jugador de este enlace.
device-way-back = Para volver al jugador que tiene ahora, guarda su propio enlace:
device-switch-here = Cambiar al jugador de este enlace
