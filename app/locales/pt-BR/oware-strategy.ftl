## /oware/strategy: four ideas, each with a position to practise against the
## computer, and a word on the endgame.

oware-strategy-title = Estratégia do Oware
oware-strategy-description = Dicas de Oware com posições para praticar: identificar casas com uma ou duas sementes, montar um kroo, guardar uma jogada de espera e alimentar uma fileira vazia.
oware-strategy-lead = Quatro ideias que os jogadores fortes têm em mente, cada uma com uma posição em que ela faz diferença; experimente contra o computador (nível Médio), com você na vez de jogar. Depois, algumas palavras sobre como contar até o fim.
oware-strategy-try = Experimente contra o computador
oware-strategy-rules-link = Como jogar Oware
oware-strategy-history-link = A história do Oware

## Each idea: a heading, the advice, and the caption of its board.

oware-strategy-targets-title = Conte os uns e os dois
oware-strategy-targets-advice = Uma casa é capturada quando a sua última semente a deixa com 2 ou 3, então as casas a procurar são as do adversário que têm 1 ou 2 sementes. Conte onde termina cada uma das suas casas: se a última semente cair numa dessas casas, você a captura, e também as casas logo antes dela, enquanto elas também chegarem a 2 ou 3. Do mesmo jeito, as suas casas com 1 ou 2 sementes são os alvos do adversário: encha-as ou mova-as antes que ele as capture.
oware-strategy-targets-caption = As casas 1, 2 e 3 do Jogador 2 têm 2, 2 e 1 sementes. A sua casa 1 semeia 8 sementes e a última cai na casa 3 dele, que fica com 2, enquanto as casas 2 e 1 dele ficam com 3 cada: as três são capturadas, 8 sementes, e nenhuma resposta do Jogador 2 captura nada.

oware-strategy-kroo-title = Monte um kroo
oware-strategy-kroo-advice = Uma casa com 12 sementes ou mais, que os jogadores chamam de kroo, dá a volta completa no tabuleiro pulando a casa de onde saiu, e a sua segunda volta deixa mais sementes na fileira do adversário. As casas dele que tinham 0 ou 1 semente podem ficar com 2 ou 3, de modo que uma única jogada pode capturar várias casas de uma vez. Deixe um kroo crescer sem chamar atenção, conte onde vai cair a última semente e jogue-o quando a fileira do adversário tiver poucas sementes. Pelo mesmo motivo, fique de olho nas casas grandes do adversário.
oware-strategy-kroo-caption = A sua casa 5 tem 17 sementes. Onze dão uma volta completa no tabuleiro; as seis últimas caem na sua casa 6 e nas casas 1 a 5 do Jogador 2, que ficam com 2, 2, 3, 3 e 2 sementes: as cinco são capturadas, 12 sementes.

oware-strategy-tempo-title = Guarde uma jogada de espera
oware-strategy-tempo-advice = Quando as duas fileiras têm poucas sementes, cada jogada muda alguma coisa: esvazia uma casa, passa uma semente para o outro lado ou deixa um 1 ou um 2 para o adversário capturar. Uma casa pequena que você pode semear sem entregar nada é uma jogada de espera: enquanto você tiver uma, pode esperar, e é o adversário quem precisa enfraquecer a própria fileira. Guarde essas jogadas de reserva e conte quantas ainda restam ao adversário.
oware-strategy-tempo-caption = A semente solitária da sua casa 1 é uma jogada de espera: semeada na casa 2, ela não entrega nada, e depois cada uma das três jogadas do Jogador 2 deixa você capturar. Qualquer outra jogada deixa essa semente na casa 1, onde a casa 6 do Jogador 2 a alcança e captura 2 sementes.

oware-strategy-feeding-title = Alimente o mínimo possível
oware-strategy-feeding-advice = Quando o adversário não tem sementes, você precisa fazer uma jogada que dê sementes a ele; as jogadas que ficam no seu lado não são permitidas. Se nenhuma jogada alcançar a fileira dele, a partida acaba e você fica com as sementes da sua fileira. Entre as jogadas que o alimentam, escolha a que dá menos sementes, ou uma que prepare uma captura: cada semente entregue dá jogadas ao adversário, e as sementes que ficam na fileira dele contam para ele no fim.
oware-strategy-feeding-caption = O Jogador 2 não tem sementes. As suas casas 1 e 2 não alcançam a fileira dele, então não podem ser jogadas; a casa 3 daria 6 sementes a ele e a casa 4 daria 4, enquanto a casa 5 dá só 1.

## The endgame: advice only, no board.

oware-strategy-endgame-title = Conte até vinte e cinco
oware-strategy-endgame-advice = Com 48 sementes, capturar 25 é vencer, e 24 a 24 é empate. Perto do fim, conte o que resta no tabuleiro: quando o jogador da vez não tem sementes, ou não consegue dar nenhuma a um adversário que não tem nenhuma, ou quando uma posição se repete, a partida acaba e cada jogador soma às suas capturas as sementes da própria fileira. Guarde sementes suficientes no seu lado para essa contagem, e lembre-se de que aqui uma jogada que levaria todas as sementes que restam ao adversário não captura nada.
