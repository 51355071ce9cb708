## /faq: the questions players ask, answered briefly.

faq-title = Perguntas e respostas sobre Kalah
faq-description = Respostas curtas sobre Kalah: mancala ou Kalah, jogadas extras, capturas, o fim do jogo, jogar com um amigo, aparelhos e acessibilidade.
faq-heading = Perguntas e respostas

faq-mancala-question = Mancala é a mesma coisa que Kalah?
# Followed by a link to the variants page, then faq-mancala-after.
faq-mancala-before = Mancala é toda a família de jogos de semeadura; o Kalah é um deles. No Kalah, você captura da casa em frente à sua própria casa vazia; no oware, por exemplo, você captura do lado do adversário fazendo uma casa ficar com 2 ou 3. Veja
faq-mancala-link = a família do mancala
faq-mancala-after = .

faq-store-question = O que acontece quando a minha última semente cai no meu depósito?
# Followed by a link to the rules.
faq-store-answer = Você joga de novo, quantas vezes isso acontecer. A última semente nunca pode cair no depósito do adversário, porque a semeadura pula esse depósito.
faq-store-link = As regras

faq-capture-question = Quando eu capturo?
faq-capture-answer = Só quando a sua última semente cai numa casa vazia do seu lado e a casa em frente tem sementes. Você leva essa semente e as da frente para o seu depósito, e a vez passa para o adversário.

faq-end-question = Quando o jogo termina?
faq-end-answer = Depois de qualquer jogada que deixe um dos lados vazio. As sementes que ainda estiverem nas casas vão para o dono de cada lado. Com 48 sementes, 25 no seu depósito garantem a vitória.

faq-perfect-question = Quem vence com jogo perfeito?
# “Expert” is the computer's strongest level. Followed by a link to the history page.
faq-perfect-answer = O primeiro jogador, por 8, e só se abrir com a casa 3. Nosso nível Especialista joga com perfeição.
faq-perfect-link = A história e o jogo resolvido

faq-friend-question = Como jogo on-line com um amigo?
# “Play a friend” and “Join” are the buttons' words.
faq-friend-answer = Na página inicial, escolha “Jogar com um amigo”, envie o link, e o seu amigo toca em “Entrar”; você joga primeiro. Uma sala fecha 30 minutos depois que os dois jogadores saírem, e 24 horas depois de ser criada.

faq-device-question = Posso continuar no meu celular?
# Around a link to the page “Continue on another device”.
faq-device-before = Sim: acesse
faq-device-link = Continuar em outro aparelho
faq-device-after = e abra o link (ou escaneie o código) no celular. Não compartilhe o link com ninguém.

faq-account-question = Preciso de uma conta ou de JavaScript?
faq-account-answer = Não é preciso ter conta, e todas as páginas funcionam sem JavaScript, só com o teclado e com leitor de tela. Com JavaScript, as jogadas são instantâneas e animadas.

faq-better-question = Como posso melhorar?
# Around a link to the strategy page.
faq-better-before = Leia as
faq-better-link = dicas de estratégia
faq-better-after = , experimente as posições delas e, depois de uma partida, abra a análise para ver quais jogadas custaram sementes.
