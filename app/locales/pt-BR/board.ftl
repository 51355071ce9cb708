## A partida em palavras: lados, configurações, jogadas, vez, resultados e o
## tabuleiro lido em voz alta. Dito nas ilhas: só texto, variáveis e
## escolhas sobre uma variável.
##
## $who, $owner, $winner: de quem é o lado — you, computer, friend, one, two
## ou named; $name, $owner_name, $winner_name trazem o nome dele
## (side-name). O computador e o amigo têm variantes próprias, pelo artigo.

side-name = { $who ->
    [you] Você
    [computer] Computador
    [friend] Seu amigo
    [one] Jogador 1
    [two] Jogador 2
   *[named] { $name }
}

level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-expert = Especialista

setup-computer = contra o computador · { $level } · você joga { $seat ->
    [one] primeiro
   *[two] em segundo
}
setup-same-device = 2 jogadores neste dispositivo
setup-friend = contra um amigo · você joga { $seat ->
    [one] primeiro
   *[two] em segundo
}
setup-named = contra { $name } · você joga { $seat ->
    [one] primeiro
   *[two] em segundo
}
setup-watching = Dois amigos, você assiste
setup-watching-named = { $one } contra { $two }, você assiste
setup-stones = { $stones } sementes
setup-stones-empty-capture = { $stones } sementes · captura vazia

game-aborted = A partida foi anulada: sem resultado e sem mudança de pontuação.
game-resigned = { $who ->
    [you] Você desistiu.
    [computer] O computador desistiu.
    [friend] Seu amigo desistiu.
   *[other] { $name } desistiu.
} { $winner ->
    [you] Você vence.
    [computer] O computador vence.
    [friend] Seu amigo vence.
   *[other] { $winner_name } vence.
}
game-out-of-time = { $who ->
    [you] Seu tempo acabou.
    [computer] O tempo do computador acabou.
    [friend] O tempo do seu amigo acabou.
   *[other] O tempo de { $name } acabou.
} { $winner ->
    [you] Você vence.
    [computer] O computador vence.
    [friend] Seu amigo vence.
   *[other] { $winner_name } vence.
}

turn-yours = Sua vez.
turn-computer = Vez do computador.
turn-friend = Vez do seu amigo.
turn-named = Vez de { $name }.
turn-to-move = Vez de { $name }.

achievement-unlocked = Conquista desbloqueada: { $title }.
move-unproved = Não comprovada: o nível Especialista escolheu esta jogada por busca.
status-thinking = O computador está pensando…
status-sowing = Semeando…

note-undone = Jogada desfeita.
note-redone = Jogada refeita.
note-paused = Partida pausada.
note-resumed = Partida retomada.
note-restarted = A partida recomeçou.
note-handed-over = Seu amigo saiu; o computador ({ $level }) joga no lugar dele.
note-no-first-move = { $who ->
    [you] Você não fez sua primeira jogada a tempo.
   *[other] { $name } não fez a primeira jogada a tempo.
}

hint = Dica: semeie a casa { $pit }.
hint-ahead = Com jogo perfeito a partir daqui, você termina com { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} de vantagem.
hint-behind = Se os dois jogarem perfeitamente a partir daqui, você termina com { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} de desvantagem.
hint-draw = Se os dois jogarem perfeitamente a partir daqui, a partida termina empatada.
hint-unsolved = (A jogada mais forte encontrada no tempo disponível.)

judged = Jogada { $number }: { $who ->
    [you] você semeou
    [computer] o computador semeou
    [friend] seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }, { $judgement }
judged-solving = Jogada { $number }: { $who ->
    [you] você semeou
    [computer] o computador semeou
    [friend] seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }. Ainda não avaliada: a posição está sendo resolvida.
judged-unsolved = Jogada { $number }: { $who ->
    [you] você semeou
    [computer] o computador semeou
    [friend] seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }. Não avaliada: não foi possível resolver a posição aqui no tempo disponível.
judgement = valor { $value }; { $verdict } (melhor: casa { $best_pit }, { $best }).
verdict-kept-win = vitória mantida
verdict-kept-draw = empate mantido
verdict-best = a melhor jogada possível
verdict-lost = { $count ->
    [one] { $count } semente perdida
   *[other] { $count } sementes perdidas
}

# Com a preposição já contraída: "última semente no seu depósito".
place-pit = { $owner ->
    [you] na sua casa { $pit }
    [computer] na casa { $pit } do computador
    [friend] na casa { $pit } do seu amigo
    [one] na casa { $pit } do Jogador 1
    [two] na casa { $pit } do Jogador 2
   *[other] na casa { $pit } de { $owner_name }
}
place-store = { $owner ->
    [you] no seu depósito
    [computer] no depósito do computador
    [friend] no depósito do seu amigo
    [one] no depósito do Jogador 1
    [two] no depósito do Jogador 2
   *[other] no depósito de { $owner_name }
}

move-capture = { $who ->
    [you] Você semeou
    [computer] O computador semeou
    [friend] Seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit } e capturou { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} da casa { $facing }.
move-extra-turn = { $who ->
    [you] Você semeou
    [computer] O computador semeou
    [friend] Seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }: última semente { $place }, jogada extra.
move-landed = { $who ->
    [you] Você semeou
    [computer] O computador semeou
    [friend] Seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }: última semente { $place }.
move-sowed = { $who ->
    [you] Você semeou
    [computer] O computador semeou
    [friend] Seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }.
swept = { $count ->
    [one] { $count } semente vai
   *[other] { $count } sementes vão
} { $owner ->
    [you] para o seu depósito
    [computer] para o depósito do computador
    [friend] para o depósito do seu amigo
    [one] para o depósito do Jogador 1
    [two] para o depósito do Jogador 2
   *[other] para o depósito de { $owner_name }
}
game-over = Um lado está vazio: a partida acabou.
game-over-swept = Um lado está vazio: a partida acabou; { $swept }.
game-over-swept-both = Um lado está vazio: a partida acabou; { $first } e { $second }.

result-draw = Empate, { $one } a { $two }.
result-win = { $who ->
    [you] Você vence
    [computer] O computador vence
    [friend] Seu amigo vence
   *[other] { $name } vence
} por { $score } a { $other_score }.

pit-label = { $owner ->
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
store-label = { $owner ->
    [you] Seu depósito
    [computer] Depósito do computador
    [friend] Depósito do seu amigo
    [one] Depósito do Jogador 1
    [two] Depósito do Jogador 2
   *[other] Depósito de { $owner_name }
}, { $count ->
    [0] { $count } sementes
    [one] { $count } semente
   *[other] { $count } sementes
}
pits-label = Controles por botões: casas e depósitos
pit-last-move = (última jogada)
side-label = J{ $number } · { $name }

outcome-draws = empata
outcome-wins = vence por { $count }
outcome-loses = perde por { $count }

span-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
span-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
span-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}

## O tabuleiro em palavras (para ler em voz alta).

readouts-summary = O tabuleiro em palavras
row = { $owner ->
    [you] Sua fileira
    [computer] Fileira do computador
    [friend] Fileira do seu amigo
    [one] Fileira do Jogador 1
    [two] Fileira do Jogador 2
   *[other] Fileira de { $owner_name }
}, casas 1 a 6: { $counts }.
stores = Depósitos: { $near } { $near_count }, { $far } { $far_count }.
forecast-over = A partida acabou.
forecast-empty = A casa { $pit } está vazia.
forecast-lands = Casa { $pit }: a última semente cai { $place }.
forecast-capture = Casa { $pit }: a última semente cai { $place } e captura { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
}.
forecast-extra-turn = Casa { $pit }: a última semente cai { $place }, jogada extra.
forecast-ends = Isso encerra a partida.
forecasts-heading = O que cada { $owner ->
    [you] uma das suas casas
    [computer] casa do computador
    [friend] casa do seu amigo
    [one] casa do Jogador 1
    [two] casa do Jogador 2
   *[other] casa de { $owner_name }
} faria
last-move = Última jogada: { $move }
last-move-none = Nenhuma jogada desde o início da partida ou desde a última jogada desfeita.

## As conquistas.

achievement-first-sow = Primeira semeadura
achievement-extra-turn = Jogada extra
achievement-capture = Primeira captura
achievement-finished = Partida concluída
achievement-win-vs-computer = Vitória contra o computador
achievement-fresh-hard-win = Vitória sem ajuda no Difícil ou Especialista
achievement-clean-win = Vitória limpa
achievement-three-levels = Três níveis
achievement-first-sow-how = Semeie uma casa pela primeira vez.
achievement-extra-turn-how = Termine uma semeadura no seu depósito para ganhar outra jogada.
achievement-capture-how = Capture sementes terminando em uma das suas casas vazias.
achievement-finished-how = Termine uma partida.
achievement-win-vs-computer-how = Vença uma partida contra o computador.
achievement-fresh-hard-win-how = Vença no Difícil ou Especialista sem desfazer nem recomeçar.
achievement-clean-win-how = Vença o computador sem desfazer nem recomeçar.
achievement-three-levels-how = Vença três níveis diferentes sem desfazer nem recomeçar.
