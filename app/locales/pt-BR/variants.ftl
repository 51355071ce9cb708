## /variants: the Mancala family, and which variants can be played here.

variants-title = A família do mancala e as variantes do Kalah
variants-description = Oware, bao, Kalah e Kalah com três sementes comparados, e as variantes do Kalah que você pode jogar aqui: de 3 a 6 sementes por casa e a regra da captura vazia.
variants-heading = A família do mancala

variants-oware-heading = Oware (Awale)
variants-oware-text = O jogo da África Ocidental, sobretudo em Gana e na Costa do Marfim, e o jogo mais comum em torneios. Duas fileiras de seis casas, semeadas no sentido anti-horário. Você captura quando a sua última semente deixa uma casa do lado do adversário com exatamente 2 ou 3. Você não pode deixar o adversário sem sementes, e a partida termina quando um jogador não consegue jogar ou quando o que sobrou não pode mais ser capturado.

variants-bao-heading = Bao
variants-bao-text = Jogado na Tanzânia, no Quênia e ao longo da costa suaíli: quatro fileiras de oito casas e uma fase de abertura própria. Muitos o consideram o jogo mais profundo da família.

variants-kalah-heading = Kalah
# Followed by a link to the rules.
variants-kalah-text = O jogo deste site: duas fileiras de seis casas e um depósito para cada jogador, com regras escritas de meados do século XX. As jogadas extras e as capturas a partir das suas próprias casas vazias o tornam rápido e tático, e ele costuma ser a porta de entrada para a família.
variants-kalah-link = As regras do Kalah

variants-three-heading = Kalah com três sementes
variants-three-text = Kalah com três sementes por casa: 36 sementes, partidas mais curtas e capturas mais cedo. Bom para crianças e partidas rápidas.

variants-here-heading = Variantes que você pode jogar aqui
variants-here-stones = 3, 4, 5 ou 6 sementes por casa (4 é o padrão).
variants-here-empty-capture = A regra da captura vazia: a última semente sozinha é capturada mesmo quando a casa em frente está vazia (desativada por padrão).
# Around a link to the home page. “Variant” is the name of the home page's
# variant choice.
variants-choose-before = Escolha-as na
variants-choose-link = página inicial
variants-choose-after = em “Variante”, para qualquer forma de jogar: contra o computador, dois jogadores no mesmo aparelho ou com um amigo por meio de um link.
