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
device-new-link-note = Um novo link substitui este: o link antigo deixa de funcionar, e seus outros dispositivos são desconectados, a menos que você os mantenha.
device-keep-devices = Manter meus outros dispositivos conectados
device-devices-heading = Dispositivos conectados como você
device-unknown-browser = um navegador que não disse seu nome
device-this-one = (este)
device-column-browser = Navegador
device-column-first = Visto pela primeira vez
device-column-last = Visto pela última vez
device-sign-out-others = Desconectar todos os outros dispositivos
device-sign-out-this = Desconectar este dispositivo
device-sign-out-note = Desconectar um dispositivo encerra a sessão dele na hora: a próxima página começa do zero, sem suas partidas. Use se outra pessoa tiver seu link.

device-here-title = Continue suas partidas aqui
device-here-intro = Este link traz partidas de outro dispositivo. Continue para jogá-las neste; este navegador passa então a compartilhar as partidas e as conquistas desse jogador.
device-continue-here = Continuar aqui
device-switch-warning = Este navegador já joga como outro jogador, com { $games ->
    [one] uma partida
   *[other] { $games } partidas
}. Continuar aqui o troca para o jogador deste link.
device-way-back = Para voltar ao jogador que ele tem agora, guarde o próprio link dele:
device-switch-here = Trocar para o jogador deste link
