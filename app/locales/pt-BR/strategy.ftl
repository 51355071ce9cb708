## /strategy: six tips, each with a position to practise against the computer.

strategy-title = Estratégia de Kalah
strategy-description = Dicas de Kalah com posições para praticar: jogadas extras, a volta de 13 sementes, como se defender de capturas e como contar no final da partida.
strategy-lead = Seis hábitos de jogadores fortes. Cada um vem com uma posição em que ele faz diferença; experimente contra o computador (nível Médio), com você na vez de jogar.
strategy-try = Experimente contra o computador
strategy-rules-link = As regras
strategy-faq-link = Perguntas frequentes

## Each tip: a heading, the advice, and the caption of its board.

strategy-count-title = Conte até o seu depósito
strategy-count-advice = Uma casa cujas sementes chegam exatamente ao seu depósito dá uma jogada extra: a casa 6 precisa de 1 semente, a casa 5 de 2, a casa 4 de 3 e a casa 3 de 4. No início, a casa 3 é uma dessas, e é a única abertura que mantém a vantagem vencedora do primeiro jogador.
strategy-count-caption = O início: a casa 3 tem 4 sementes, exatamente o necessário para chegar ao depósito.

strategy-nearest-title = Primeiro a mais perto do depósito
strategy-nearest-advice = Quando várias casas dão jogada extra, semeie primeiro a que estiver mais perto do seu depósito. Semear antes uma mais distante põe uma semente na mais próxima e estraga a jogada dela.
strategy-nearest-caption = A casa 6 (1 semente) e a casa 5 (2 sementes) chegam ao depósito: semeie a casa 6 e depois a casa 5.

strategy-thirteen-title = Treze sementes voltam para casa
strategy-thirteen-advice = Uma casa com exatamente 13 sementes dá a volta completa e termina nela mesma, agora vazia, logo depois de a casa em frente receber uma semente: ela sempre captura.
strategy-thirteen-caption = A casa 3 tem 13 sementes: ao semeá-la, você captura a casa em frente, com a semente que a volta deixou nela.

strategy-threat-title = Fique de olho nas casas vazias do adversário
strategy-threat-advice = Suas sementes em frente a uma casa vazia do adversário podem ser capturadas se ele conseguir terminar uma semeadura ali. Mova as sementes ameaçadas ou semeie uma semente na casa vazia dele.
strategy-threat-caption = A casa 5 do Jogador 2 está vazia e a casa 4 dele tem 1 semente: suas 6 sementes na casa 2 estão em perigo.

strategy-empty-side-title = Conte antes de esvaziar o seu lado
strategy-empty-side-advice = Quando um lado fica vazio, a partida termina e as sementes que sobraram ficam com o lado em que estão. Esvaziar o seu próprio lado pode terminar a partida enquanto o adversário ainda tem sementes, que ficam com ele: conte antes.
strategy-empty-side-caption = Semear a casa 6 termina a partida: o Jogador 2 fica com 16 sementes e vence por 27 a 21.

strategy-majority-title = Vinte e cinco é vitória
strategy-majority-advice = Com 48 sementes, 25 no seu depósito garantem a vitória, aconteça o que acontecer depois. Depois de consegui-las, jogue com segurança; até lá, conte o que ainda está no tabuleiro.
strategy-majority-caption = O Jogador 1 tem 22 no depósito e 3 no seu lado: cada semente ainda conta.
