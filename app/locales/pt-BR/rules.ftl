## /rules: the rules for a first game, with diagrams.
## A diagram's caption is also what a screen reader calls its board.

rules-title = Como jogar Kalah
rules-description = As regras do Kalah para a primeira partida: semeadura, jogadas extras, capturas e o fim do jogo, com pequenos diagramas do tabuleiro.
rules-lead = Dois jogadores, doze casas, dois depósitos, 48 sementes. As sementes giram pelo tabuleiro; quem tiver mais sementes no próprio depósito no final vence.

rules-board-heading = O tabuleiro
rules-board-text = Cada jogador é dono das seis casas do seu lado e do depósito (a casa grande) à sua direita. No início, cada casa tem quatro sementes e os dois depósitos estão vazios. O Jogador 1 começa.
rules-board-caption = O início: quatro sementes em cada casa, depósitos vazios. As casas do Jogador 1 são a fileira de baixo, numeradas de 1 a 6 da esquerda para a direita; o depósito dele fica à direita.

rules-sowing-heading = Semear
rules-sowing-text = Na sua vez, escolha uma das suas casas que tenha sementes. Pegue todas e coloque uma em cada casa seguinte, no sentido anti-horário: ao longo da sua fileira, no seu próprio depósito e depois ao longo da fileira do adversário. O depósito do adversário é sempre pulado.
rules-sowing-caption = O Jogador 1 semeou a casa 6: uma semente no depósito dele e depois uma em cada uma das três primeiras casas do Jogador 2. Agora é a vez do Jogador 2.

rules-extra-heading = Jogada extra
rules-extra-text = Se a sua última semente cair no seu próprio depósito, você joga de novo. Não há limite: uma boa jogada pode levar a outra.
rules-extra-caption = O Jogador 1 semeou a casa 3: as quatro sementes chegam exatamente ao depósito, então o Jogador 1 joga de novo.

rules-lap-heading = Dando a volta no tabuleiro
rules-lap-text = Uma casa com 13 sementes ou mais faz as sementes darem a volta completa: passando pelo seu depósito, ao longo da fileira do adversário (nunca no depósito dele) e de volta às suas próprias casas, inclusive aquela de onde você começou.
rules-lap-caption = O Jogador 1 semeou 13 sementes da casa 3. A última voltou para a casa 3, agora vazia, e por isso capturou as 5 sementes da casa em frente junto com ela mesma.

rules-capture-heading = Captura
rules-capture-text = Se a sua última semente cair numa casa vazia do seu lado e a casa em frente, do lado do adversário, tiver sementes, você captura: essa última semente e todas as sementes da frente vão para o seu depósito. Depois, a vez passa para o adversário.
rules-capture-caption = O Jogador 1 semeou a casa 1: a única semente caiu na casa 2, vazia, em frente à casa 5 do Jogador 2, que tinha 6 sementes. As 7 foram para o depósito do Jogador 1.

rules-no-capture-heading = Sem captura quando a casa em frente está vazia
rules-no-capture-text = Se a casa em frente estiver vazia, nada é capturado: a semente simplesmente fica onde caiu.
rules-no-capture-caption = A mesma jogada, mas a casa 5 do Jogador 2 estava vazia: a semente fica na casa 2 e a vez passa para o adversário.

rules-end-heading = O fim do jogo
rules-end-text = A partida termina assim que as seis casas de qualquer um dos jogadores ficam vazias, depois de qualquer jogada, mesmo uma que tenha dado jogada extra. Toda semente que ainda estiver numa casa vai então para o depósito do jogador daquele lado. Vence quem tiver mais sementes no depósito; 24 a 24 é empate. Com 48 sementes, 25 no seu depósito garantem a vitória, aconteça o que acontecer depois.
rules-end-caption = O Jogador 1 terminou no próprio depósito com a última semente, esvaziando o seu lado. O Jogador 2 recolhe as 16 sementes que sobraram do lado dele e vence por 27 a 21.

rules-house-heading = Regras caseiras que você pode encontrar por aí
# Followed by a link to the variants page, then rules-house-after.
rules-house-before = Alguns sites e jogos vendidos em loja usam regras um pouco diferentes. Por padrão, jogamos com as regras acima; a regra da captura vazia pode ser escolhida quando você começa uma partida (veja
rules-house-link = Variantes
rules-house-after = ).
rules-house-until-stuck = O jogo continua até o jogador da vez ficar sem sementes, em vez de terminar quando qualquer um dos lados fica vazio.
rules-house-pass = Um jogador sem sementes simplesmente perde a vez.
rules-house-empty-capture = A última semente sozinha é capturada mesmo quando a casa em frente está vazia (a regra da captura vazia).
rules-house-pie = A regra da torta: depois da primeira jogada, o segundo jogador pode trocar de lado, para compensar a vantagem do primeiro.

rules-start-link = Começar uma partida
rules-strategy-link = Dicas de estratégia
