## Por que uma ação foi recusada, como o jogador lê. Dito também nas ilhas:
## só texto, variáveis e escolhas sobre uma variável.

refusal-bad-input = O formulário não foi entendido ({ $what }). Nada mudou.
refusal-game-not-found = Não há nenhuma partida neste link. Talvez ele tenha sido digitado errado.
refusal-room-not-found = Não há nenhuma sala neste link. Talvez ele tenha sido digitado errado, ou a sala expirou: uma sala fecha algum tempo depois de criada, e antes disso quando não há mais ninguém nela.
refusal-link-not-found = Este link de dispositivo não funciona: foi digitado errado ou substituído por um mais novo. Crie um novo link no dispositivo que tem as suas partidas.
refusal-puzzle-not-found = Não há nenhum desafio neste link. Talvez ele tenha sido digitado errado.
refusal-try-ended = Essa jogada chegou depois do fim da tentativa, então não foi contada. Nada mudou.
refusal-seat-taken = Os dois lugares desta sala estão ocupados. Você pode assistir à partida.
refusal-not-now = Agora não: { $why }. Nada mudou.
refusal-not-your-game = Esta partida é de outro jogador, então você não pode vê-la nem jogar nela.
refusal-stale-form = Isso foi enviado de uma página desatualizada (um clique duplo ou o botão Voltar?). Nada mudou; aqui está a partida como ela está agora.
refusal-not-your-turn = Não é a sua vez. Nada mudou.
refusal-game-over = A partida acabou. Comece outra com Nova partida.
refusal-paused = A partida está pausada. Pressione Retomar para continuar; nada mudou.
refusal-journal-full = Esta partida atingiu o limite de { $limit } ações registradas, então nada mais pode ser adicionado. Nada mudou; comece uma nova tentativa com Nova partida.
refusal-illegal-move = Essa jogada não é permitida: { $reason }. Nada mudou.
refusal-nothing-to-undo = Não há nada para desfazer.
refusal-nothing-to-redo = Não há nada para refazer.
refusal-nothing-to-restart = Não há nada para recomeçar: a partida está no início.
refusal-no-hints = Há dicas nas partidas contra Fácil e Médio. Nada mudou.
refusal-unavailable = O servidor não conseguiu salvar nem carregar agora. Nada mudou; tente de novo.
refusal-slow-down = Mais devagar: são mais partidas novas em um minuto do que alguém consegue jogar. Nada foi iniciado; espere um minuto e tente de novo.
refusal-too-often = Mais devagar: isso é mais do que alguém faz em tão pouco tempo. Nada mudou; tente de novo em { $span }.
refusal-too-many-open-games = Você já tem { $limit } partidas não terminadas. Termine uma delas (elas estão em Suas partidas) antes de começar outra.
refusal-name = { $why } Seu nome não mudou.
refusal-seek = { $why } Nenhum convite foi aberto.
refusal-seek-not-found = Esse convite não está mais aberto: quem o abriu cancelou ou saiu. Nada mudou; escolha outro ou abra o seu.
refusal-seek-taken = Outro jogador aceitou esse convite primeiro. Nada mudou; escolha outro ou abra o seu.
refusal-player-not-found = Nenhum jogador tem esse nome. Talvez tenha sido digitado errado, ou o jogador escolheu outro.
refusal-out-of-time = Seu tempo acabou antes de essa jogada chegar, então ela não foi feita: a partida está perdida por tempo.
refusal-no-first-move = Chegou tarde: um lado não fez a primeira jogada a tempo, então a partida foi anulada, sem resultado e sem mudança de pontuação.

# Depois de "Essa jogada não é permitida:".
illegal-game-over = a partida acabou, não há mais jogadas
illegal-empty-pit = a casa { $pit } está vazia; escolha uma casa com sementes

seek-refusal-stones = O número de sementes por casa vai de 3 a 6.
seek-refusal-speed = Escolha um dos ritmos oferecidos.
seek-refusal-mode = Escolha ranqueada ou amistosa.
seek-refusal-seat = Escolha um lugar aleatório, Jogador 1 ou Jogador 2.

refusal-arena-not-found = Esse torneio não existe. Nada mudou.
refusal-arena = { $why } Nenhum torneio foi criado.
arena-refusal-name = O nome de um torneio tem de 3 a 40 caracteres.
arena-refusal-clock = Escolha um dos ritmos oferecidos.
arena-refusal-stones = O número de sementes por casa vai de 3 a 6.
arena-refusal-minutes = Escolha uma das durações oferecidas.
arena-refusal-start = Escolha um dos horários de início oferecidos.
arena-refusal-mode = Escolha ranqueada ou amistosa.

name-too-short = Um nome precisa ter pelo menos { $count ->
    [one] { $count } caractere
   *[other] { $count } caracteres
}.
name-too-long = Um nome pode ter no máximo { $count ->
    [one] { $count } caractere
   *[other] { $count } caracteres
}.
name-character = Um nome pode ter letras, algarismos, espaços, - e _, mas não { $character }.
name-nothing-to-read = Um nome precisa ter pelo menos uma letra ou um algarismo.
# Os nomes reservados são as palavras em inglês, seja qual for o idioma da página.
name-reserved = Esse nome é um dos que o próprio site mostra (Computador, os níveis, Jogador 1 e 2, Seu amigo, o robô da casa); escolha outro.
name-taken = Outro jogador já tem esse nome, ou um que parece igual; escolha outro.
name-held = Outro jogador tinha esse nome até pouco tempo: um nome fica reservado ao antigo dono por { $days } dias. Escolha outro.
name-mixed-scripts = Uma palavra de um nome não pode misturar alfabetos (como um а cirílico entre letras latinas).

# Depois de "Agora não:".
not-now-room-game = uma partida em uma sala, com um amigo ou em um torneio, não tem desfazer, refazer, dicas nem pausa
not-now-own-room = esta é a sua própria sala; envie o link para o seu amigo
not-now-own-seek = este é o seu próprio convite; quem o aceita é outro jogador
not-now-public-game = uma partida do salão não passa para o computador
not-now-name-first = escolha primeiro o nome que os outros jogadores vão ver
not-now-no-abort = só uma partida do salão pode ser anulada; desista em vez disso
not-now-abort-too-late = os dois jogadores já jogaram, então a partida não pode mais ser anulada; desista em vez disso
not-now-not-started = a partida ainda não começou
not-now-not-over = a partida ainda não acabou
not-now-friend-here = seu amigo ainda está aqui ou saiu há menos de { $span }
not-now-arena-over = o torneio terminou
not-now-arena-rematch = um torneio emparelha seus jogadores de novo sozinho: sua próxima partida vem do torneio
not-now-arena-held = você já organiza um torneio que não terminou; poderá organizar o próximo quando ele acabar
not-now-arenas-today = você organizou { $count ->
    [one] um torneio
   *[other] { $count } torneios
} nas últimas 24 horas, o máximo permitido
not-now-seeks-open = você tem { $count ->
    [one] um convite aberto
   *[other] { $count } convites abertos
}, o máximo de uma vez; cancele um primeiro
not-now-no-shows = { $count } das suas partidas contra outras pessoas foram anuladas nas últimas 24 horas porque você não jogou; a próxima pode começar em { $span }
not-now-no-berserk = o berserk é para uma partida de torneio com relógio, uma vez, antes do seu primeiro lance
