## /oware/rules: Oware's rules for a first game, each with a worked example
## drawn before and after its move. A diagram's caption is also what a
## screen reader calls its board.

oware-rules-title = Como jogar Oware
oware-rules-description = As regras do Oware (também chamado de Awalé ou Awari) para a primeira partida: semeadura, a volta completa, capturas, a obrigação de alimentar, o grand slam e o fim do jogo, com exemplos em pequenos diagramas do tabuleiro.
oware-rules-lead = Dois jogadores, doze casas, 48 sementes e nenhum depósito. Semeie as sementes pelo tabuleiro, capture grupos de duas e de três na fileira do adversário, nunca o deixe sem sementes e vença ficando com mais da metade.

oware-rules-board-heading = O tabuleiro
oware-rules-board-text = O tabuleiro tem duas fileiras de seis casas. Cada jogador é dono da fileira à sua frente e numera as casas dela de 1 a 6 a partir da sua esquerda. No início, cada casa tem quatro sementes, 48 no total. Não há depósitos em jogo: cada jogador guarda ao lado do tabuleiro as sementes que captura. O Jogador 1 começa.
oware-rules-board-caption = O início: quatro sementes em cada casa e nenhuma captura ainda. As casas do Jogador 1 são a fileira de baixo, numeradas de 1 a 6 da esquerda para a direita; as do Jogador 2 são a fileira de cima, numeradas a partir da esquerda do Jogador 2, ou seja, da direita para a esquerda para quem olha. Os números ao lado das fileiras são as sementes capturadas por cada jogador.

oware-rules-sowing-heading = Semear
oware-rules-sowing-text = Na sua vez, escolha uma das suas casas que não esteja vazia. Pegue todas as sementes dela e coloque uma de cada vez nas casas seguintes, no sentido anti-horário: ao longo da sua fileira até a casa 6, depois ao longo da fileira do adversário a partir da casa 1 dele, e assim por diante, dando a volta. As sementes só vão para as casas.
oware-rules-sowing-before = O início. O Jogador 1 semeia a casa 6, com as suas quatro sementes.
oware-rules-sowing-after = Caiu uma semente em cada uma das casas 1 a 4 do Jogador 2, que agora têm 5. A casa 6 do Jogador 1 ficou vazia, e agora é a vez do Jogador 2.

oware-rules-lap-heading = Dando a volta no tabuleiro
oware-rules-lap-text = Uma casa com 12 sementes ou mais faz as sementes darem a volta completa no tabuleiro. A casa de onde elas saíram é pulada: fica vazia, e a semeadura continua na casa seguinte.
oware-rules-lap-before = O Jogador 1 semeia a casa 1, com as suas 12 sementes.
oware-rules-lap-after = Onze sementes foram, uma a uma, para as outras onze casas. A décima segunda pulou a casa 1, que continua vazia, e caiu na casa 2, que agora tem 2.

oware-rules-capture-heading = Captura
oware-rules-capture-text = Se a sua última semente cair numa casa do adversário e essa casa ficar com 2 ou 3 sementes, você as captura. Depois, olhe a casa anterior: se ela também for da fileira do adversário e também tiver 2 ou 3, você a captura também, e assim por diante, para trás.
oware-rules-chain-before = A casa 1 do Jogador 2 tem 2 sementes e a casa 2 dele tem 1. O Jogador 1 semeia a casa 4, com as suas quatro sementes.
oware-rules-chain-after = A última semente deixou a casa 2 do Jogador 2 com 2, e a semente anterior deixou a casa 1 com 3. O Jogador 1 capturou as duas, 5 sementes, e agora tem 19.
oware-rules-chain-stops-text = A sequência para na primeira casa que tiver outra quantidade, ou que estiver na sua própria fileira. As casas depois dela estão a salvo, mesmo que tenham 2 ou 3.
oware-rules-chain-stops-before = Quase o mesmo tabuleiro, mas a casa 1 do Jogador 2 tem 4 sementes e a casa 4 dele tem 3. O Jogador 1 semeia a casa 4, com as suas quatro sementes.
oware-rules-chain-stops-after = A casa 2 ficou com 2 e foi capturada, mas a casa 1 chegou a 5, então a sequência parou ali: o Jogador 1 capturou só 2 sementes e agora tem 16. A casa 4 do Jogador 2 continua com 3: a sequência nunca chegou até ela.

oware-rules-feeding-heading = Alimentar o adversário
oware-rules-feeding-text = Se o seu adversário ficar sem sementes, você precisa fazer uma jogada que dê sementes a ele. Uma jogada que deixa a fileira dele vazia não é permitida enquanto outra chegar até ela. Se nenhuma das suas jogadas conseguir, a partida acaba.
oware-rules-feeding-before = O Jogador 2 não tem sementes. A casa 1 do Jogador 1 poria a sua única semente na casa 2, na fileira do próprio Jogador 1, então ela não é permitida. O Jogador 1 semeia a casa 5, com as suas três sementes.
oware-rules-feeding-after = As sementes da casa 5 foram para a casa 6 do Jogador 1 e para as casas 1 e 2 do Jogador 2. O Jogador 2 tem sementes de novo, e é a vez dele.

oware-rules-grand-slam-heading = O grand slam
oware-rules-grand-slam-text = Um grand slam é uma jogada que capturaria todas as sementes que restam ao adversário na fileira dele. Por padrão, você pode fazer essa jogada, mas ela não captura nada: as sementes ficam onde caíram.
oware-rules-grand-slam-before = O Jogador 2 tem 1 semente na casa 1 e 2 na casa 2. O Jogador 1 semeia a casa 6, com as suas duas sementes.
oware-rules-grand-slam-after = A jogada teria capturado as duas casas do Jogador 2, todas as 5 sementes dele, então não capturou nada. O Jogador 1 agora não tem sementes e nenhuma jogada do Jogador 2 chega até ele, então a partida acabou: o Jogador 2 soma as 5 sementes da sua fileira e vence por 28 a 20.
oware-rules-grand-slam-forbidden-text = Com a outra opção, “proibido, a não ser que seja a única jogada”, um grand slam não é permitido enquanto você tiver outra jogada. Se for a sua única jogada, você a faz, e ela não captura nada.
oware-rules-grand-slam-forbidden-before = Com a opção “proibido, a não ser que seja a única jogada”: a casa 6 do Jogador 1 capturaria as duas casas do Jogador 2, todas as 5 sementes dele, então ela não é permitida. O Jogador 1 semeia a casa 1, com a sua única semente.
oware-rules-grand-slam-forbidden-after = A semente foi para a casa 2 do Jogador 1. Nada foi capturado, e agora é a vez do Jogador 2.

oware-rules-end-heading = O fim do jogo
oware-rules-end-text = Um jogador que captura mais de 24 sementes, mais da metade, vence, e a partida acaba. Ela também acaba quando o jogador da vez não tem sementes, ou não consegue dar nenhuma a um adversário que não tem nenhuma: então cada jogador soma às suas capturas as sementes da própria fileira. Vence quem tiver mais sementes; 24 a 24 é empate.

oware-rules-repetition-heading = Uma posição repetida
oware-rules-repetition-text = Se uma posição se repetir, com as mesmas sementes em cada casa e o mesmo jogador da vez, a partida acaba. Uma captura muda as sementes, então só as posições desde a última captura podem se repetir. Por padrão, cada jogador soma então às suas capturas as sementes da própria fileira.
oware-rules-repetition-before = Uma semente para cada um, e é a vez do Jogador 1. O Jogador 1 semeia a casa 2; depois, as duas sementes se perseguem pelo tabuleiro, uma casa por jogada.
oware-rules-repetition-after = Depois de doze jogadas, a primeira posição se repetiu, então a partida acabou. Cada jogador ficou com a semente da própria fileira: 24 a 24, empate.

oware-rules-options-heading = Duas opções
oware-rules-options-text = Nem todos os jogadores concordam em dois pontos, então você pode escolhê-los quando começa uma partida. Por padrão, jogamos a primeira escolha de cada um; nenhuma das duas opções muda outra regra.
oware-rules-option-grand-slam = Grand slam: “permitido, não captura nada”, como jogam a Oware Society e o PlayStrategy, ou “proibido, a não ser que seja a única jogada”, a convenção das pesquisas sobre o Awari.
oware-rules-option-cycles = Posição repetida: “cada um fica com a própria fileira”, como no PlayStrategy, ou “as sementes restantes são divididas” em partes iguais (se sobrar uma, ela não fica com ninguém), como nos bancos de dados publicados do Awari.

oware-rules-play-link = Jogar Oware
oware-rules-strategy-link = Estratégia do Oware
oware-rules-history-link = A história do Oware
