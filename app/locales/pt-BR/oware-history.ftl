## /oware/history: Oware's names, its home in West Africa, the Caribbean,
## how it is played today and how it was solved, with numbered sources.

oware-history-title = A história do Oware
oware-history-description = De onde vem o Oware: seus muitos nomes, sua origem na África Ocidental, sua viagem ao Caribe, como é jogado hoje e como os computadores o resolveram.
oware-history-lead = O Oware é um dos jogos mais jogados da família do mancala: duas fileiras de seis casas, 48 sementes e capturas de duas e de três. Ele tem muitos nomes e uma longa história dos dois lados do Atlântico.
# The spoken name of a reference mark such as [3].
oware-history-source-label = fonte { $number }

oware-history-names-heading = Um jogo, muitos nomes
oware-history-names = Oware é o nome do jogo em twi, uma língua dos acãs de Gana. Em outros lugares, o mesmo jogo, ou um parente próximo, se chama awalé na Costa do Marfim, ayò entre os iorubás da Nigéria, wari no Mali, ouri ou ouril em Cabo Verde e warri no Caribe. Em inglês, ele costuma ser chamado de awari, o nome usado nas pesquisas em computação.

oware-history-west-africa-heading = África Ocidental
oware-history-west-africa = Não se sabe onde o jogo surgiu, mas ele está ligado sobretudo aos acãs, e em particular aos axântis (asante) de Gana. É jogado em toda a África Ocidental, com nomes e regras próprios de cada lugar. A versão usada em competições se chama abapa, uma palavra do twi; é a que se joga neste site.

oware-history-caribbean-heading = O Caribe
oware-history-caribbean = Africanos ocidentais escravizados levaram o jogo consigo para o Caribe, onde ele é jogado desde então. Hoje ele é mais conhecido em Antígua e Barbuda e em Barbados, onde se chama warri.

oware-history-play-today-heading = Como se joga hoje
oware-history-play-today = No Reino Unido, a Oware Society, fundada em 1995, promove o jogo e organiza torneios, e a Mind Sports Olympiad, em Londres, realiza torneios de Oware desde a sua primeira edição, em 1997. Os torneios seguem as regras abapa; na Mind Sports Olympiad, uma jogada que capturaria todas as sementes do adversário pode ser feita, mas não captura nada, como neste site por padrão. On-line, o Oware é jogado em sites como o PlayStrategy, um site gratuito construído sobre o código do lichess, que oferece partidas ranqueadas e arenas regulares.

oware-history-solved-heading = Resolvido pelos computadores
oware-history-solved = Em 2002, John Romein e Henri Bal, da Vrije Universiteit Amsterdam, resolveram o awari. Trabalhando de trás para a frente a partir do fim da partida, um método chamado análise retrógrada, os programas deles calcularam o resultado de todas as posições que podem ocorrer, cerca de 889 bilhões, num cluster de 144 processadores. Se os dois lados jogarem perfeitamente, a partida termina empatada. Eles usaram as regras das pesquisas sobre o awari, que diferem do abapa em detalhes como o grand slam; por isso, o resultado deles é exato para essas regras.

## The sources: authors and titles stay as published.

oware-history-sources-heading = Fontes
oware-history-source-1 = Laurence Russ, “The Complete Mancala Games Book: How to Play the World's Oldest Board Games”, Marlowe & Company, Nova York, 2000.
oware-history-source-2 = The Oware Society, “Regras abapa”, oware.org.
oware-history-source-3 = Mind Sports Olympiad, “Oware” (página do torneio), msoworld.com.
oware-history-source-4 = John W. Romein, Henri E. Bal, “Solving Awari with Parallel Retrograde Analysis”, IEEE Computer 36(10), 2003.
oware-history-rules-link = Como jogar Oware
oware-history-kalah-link = A história do Kalah e do mancala
