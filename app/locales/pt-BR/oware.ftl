# Oware: o tabuleiro, suas jogadas em palavras, suas recusas e suas opções.

game-oware = Oware
oware-proof-caveat = No Oware, o Especialista só prova suas jogadas nos finais que seu banco de dados contém, se o servidor tiver um; uma jogada que ele buscou em vez disso fica marcada.
record-oware = Jogo: Oware; grand slam { $grand_slam }, ciclos { $cycles }
# Depois de "Essa jogada não é permitida:".
illegal-does-not-feed = a casa { $pit } não dá sementes ao seu adversário, que não tem nenhuma: você precisa dar sementes a ele
illegal-does-not-feed-to = a casa { $pit } não dá sementes: você precisa dar sementes a { $name }, que não tem nenhuma
illegal-grand-slam = a casa { $pit } capturaria todas as sementes do seu adversário, o que estas regras proíbem enquanto houver outra jogada
forecast-does-not-feed = Casa { $pit }: não é permitido, você precisa dar sementes { $owner ->
    [you] a você, que não tem nenhuma
    [computer] ao computador, que não tem nenhuma
    [friend] ao seu amigo, que não tem nenhuma
    [one] ao Jogador 1, que não tem nenhuma
    [two] ao Jogador 2, que não tem nenhuma
   *[other] a { $owner_name }, que não tem nenhuma
}.
forecast-grand-slam = Casa { $pit }: a última semente cai { $place }; é um grand slam, que não captura nada.

oware-move = { $who ->
    [you] Você semeou
    [computer] O computador semeou
    [friend] Seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }: { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
}, a última { $place }.
oware-captured = Captura: { $captures }.
oware-capture-first = { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} da casa { $pit }
oware-capture-next = { $count } da casa { $pit }
oware-list = { $rest } e { $last }
oware-grand-slam = Isso teria levado { $owner ->
    [you] todas as suas sementes
    [computer] todas as sementes do computador
    [friend] todas as sementes do seu amigo
    [one] todas as sementes do Jogador 1
    [two] todas as sementes do Jogador 2
   *[other] todas as sementes de { $owner_name }
}, então não captura nada.
oware-end-more-than-half = { $who ->
    [you] Você capturou
    [computer] O computador capturou
    [friend] Seu amigo capturou
   *[other] { $name } capturou
} mais da metade das sementes: a partida acabou.
oware-end-no-move = { $who ->
    [you] Você não consegue
    [computer] O computador não consegue
    [friend] Seu amigo não consegue
   *[other] { $name } não consegue
} dar sementes { $owner ->
    [you] a você, que não tem nenhuma
    [computer] ao computador, que não tem nenhuma
    [friend] ao seu amigo, que não tem nenhuma
    [one] ao Jogador 1, que não tem nenhuma
    [two] ao Jogador 2, que não tem nenhuma
   *[other] a { $owner_name }, que não tem nenhuma
}: a partida acabou.
oware-end-repetition = A posição se repetiu: a partida acabou.
oware-takes = { $who ->
    [you] você fica com
    [computer] o computador fica com
    [friend] seu amigo fica com
   *[other] { $name } fica com
} { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
}
oware-seeds-left = Sementes restantes: { $takes }.
oware-pit-label = { $owner ->
    [you] Sua casa { $pit }
    [computer] Casa { $pit } do computador
    [friend] Casa { $pit } do seu amigo
    [one] Casa { $pit } do Jogador 1
    [two] Casa { $pit } do Jogador 2
   *[other] Casa { $pit } de { $owner_name }
}, { $count ->
    [0] { $count } sementes
    [one] { $count } semente
   *[other] { $count } sementes
}
oware-store-label = { $owner ->
    [you] Suas capturas
    [computer] Capturas do computador
    [friend] Capturas do seu amigo
    [one] Capturas do Jogador 1
    [two] Capturas do Jogador 2
   *[other] Capturas de { $owner_name }
}, { $count ->
    [0] { $count } sementes
    [one] { $count } semente
   *[other] { $count } sementes
}

home-oware = Oware
home-oware-intro = O jogo mais jogado da família: doze casas com quatro sementes, capturas de duas e de três na fileira do adversário e a obrigação de sempre dar sementes a ele. Jogue contra o computador; você começa:
home-oware-same-device = Oware, a dois no mesmo dispositivo
home-oware-friend = Oware com um amigo: gere um link
oware-option-grand-slam = Grand slam:
oware-grand-slam-captures-nothing = permitido, não captura nada
oware-grand-slam-forbidden = proibido, a não ser que seja a única jogada
oware-option-cycles = Posição repetida:
oware-cycles-own-row = cada um fica com a própria fileira
oware-cycles-split = as sementes restantes são divididas
home-oware-level = Oware · { $level }
home-oware-start = Começar oware

# The lobby, the watch list, the ratings and the leaderboard.
seek-refusal-game = escolha Kalah ou Oware, e as opções do oware na lista
lobby-game = Jogo
lobby-seek-oware = Oware, { $mode ->
    [rated] ranqueada
   *[casual] amistosa
}
lobby-play-now-oware = Oware · { $speed }
watch-game-oware = Oware, { $speed }, { $mode ->
    [rated] ranqueada
   *[casual] amistosa
}, jogada { $number }
leaderboard-oware-live = Oware · Ao vivo
leaderboard-oware-correspondence = Oware · Por correspondência
profile-rating-oware-live = Pontuação de oware ao vivo
profile-rating-oware-correspondence = Pontuação de oware por correspondência
oware-family-link = O oware, o jogo mais jogado da família: regras, estratégia e história
home-oware-rules-link = As regras do oware, com exemplos

# Oware's achievements.
achievement-oware-capture = Primeira captura no oware
achievement-oware-capture-how = No oware, faça uma casa do adversário ficar com 2 ou 3 sementes com a sua última semente.
achievement-chain-capture = Captura em cadeia
achievement-chain-capture-how = No oware, capture de três casas ou mais com uma só jogada.

# The board in words and what each pit would do.
oware-captures = Capturas: { $near } { $near_count }, { $far } { $far_count }.
oware-forecast-lands = Casa { $pit }: a última semente cai { $place }.
oware-forecast-capture = Casa { $pit }: a última semente cai { $place } e captura { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
}.


# A grand slam refused, the record, the page's description, quick pairing.
oware-forecast-grand-slam-forbidden = Casa { $pit }: não permitido, capturaria todas as sementes do adversário.
oware-record-title = Registro de partida de oware
oware-controls-description = Uma partida de oware em andamento: o tabuleiro, as jogadas até agora e de quem é a vez.
lobby-play-now-oware-intro = Ou uma partida ranqueada de oware, nas mesmas condições:

# A friend's room of Oware.
room-share-title-oware = Jogue oware comigo
room-invited-oware = Um amigo convidou você para uma partida de oware. Ele começa.

# The keyboard help of an Oware game.
oware-controls-keys-rows = ler a sua fileira, a do adversário, as capturas
