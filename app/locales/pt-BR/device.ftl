## Continuar em outro dispositivo (/device) e o outro lado do link (/link/…).

device-title = Continuar em outro dispositivo
device-loading = Carregando seu link…
device-play-first = Jogue uma partida primeiro: o link leva suas partidas para outro dispositivo.
device-start-game = Começar uma partida
device-open-link = Abra este link no seu celular ou em outro computador para continuar suas partidas lá, exatamente de onde pararam.
device-keep-private = Mantenha-o em segredo: qualquer pessoa com este link pode jogar como você.
device-link-label = Link:
device-qr-alt = Código QR do link acima
device-new-link = Criar um novo link
device-new-link-note = Um novo link substitui este: o link antigo para de funcionar.

device-here-title = Continue suas partidas aqui
device-here-intro = Este link traz partidas de outro dispositivo. Continue para jogá-las neste; este navegador passa então a compartilhar as partidas e as conquistas desse jogador.
device-continue-here = Continuar aqui
