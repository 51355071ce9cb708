# A finished Oware game's analysis page.
oware-analysis-intro = Cada jogada com o quanto vale se os dois lados jogarem perfeitamente a partir dali, como comprova o banco de dados de finais do oware: a diferença entre as capturas depois de jogadas todas as sementes restantes, para quem fez a jogada (a partida em si acaba assim que alguém tem 25 sementes, o que nunca muda quem vence). O banco de dados conta a partir de cada posição, como se nada tivesse vindo antes. Quando o valor depende de quanto vale uma posição repetida, ele dá os dois limites entre os quais o valor fica.
oware-analysis-summary = { $judged } de { $total } jogadas avaliadas pelo banco de dados de finais. { $losing } delas entregaram sementes (pelo menos { $lost } ao todo).
oware-analysis-unproved = As outras { $count } foram feitas com mais de { $seeds } sementes no tabuleiro, além do alcance do banco de dados: não comprovadas.
oware-analysis-no-database = Este servidor não tem banco de dados de finais do oware para estas regras, ou ele ainda não está pronto, então nenhuma jogada foi comprovada.
oware-judged-unproved = Jogada { $number }: { $who ->
    [you] você semeou
    [computer] o computador semeou
    [friend] seu amigo semeou
   *[other] { $name } semeou
} a casa { $pit }. Não comprovada: havia mais sementes do que o banco de dados de finais contém.
oware-judgement = valor { $worth }; { $verdict } (melhor: casa { $best_pit }, { $best }).
oware-verdict-lost = { $count ->
    [one] { $count } semente entregue
   *[other] { $count } sementes entregues
}
oware-verdict-lost-at-least = pelo menos { $count ->
    [one] { $count } semente entregue
   *[other] { $count } sementes entregues
}, seja qual for a regra da posição repetida
oware-verdict-depends = se foi a melhor jogada depende da regra da posição repetida
oware-worth-between = entre { $least } e { $greatest }

# Oware's analysis board.
oware-study-title = Tabuleiro de análise de oware
oware-study-description = Monte qualquer posição de oware e veja quanto vale cada jogada, onde o banco de dados de finais o comprova.
oware-study-link = Tabuleiro de análise de oware: quanto vale cada jogada num final
oware-study-value = Vez de { $player }. Se os dois lados jogarem perfeitamente, { $player } { $outcome } (a diferença entre as capturas depois de jogadas todas as sementes).
oware-study-value-between = Vez de { $player }. Se os dois lados jogarem perfeitamente, { $player } termina com entre { $least } e { $greatest } sementes de vantagem, dependendo de quanto vale uma posição repetida (a diferença entre as capturas depois de jogadas todas as sementes).
oware-study-proved = Todas as jogadas comprovadas pelo banco de dados de finais.
oware-study-unproved = Não comprovado: esta posição tem mais sementes no tabuleiro do que o banco de dados de finais contém ({ $seeds }).
oware-study-no-database = Não comprovado: este servidor não tem banco de dados de finais do oware para estas regras, ou ele ainda não está pronto.
oware-study-worth-best = valor { $worth }, a melhor
oware-study-worth = valor { $worth }
oware-study-not-proved = não comprovada
oware-study-does-capture = captura { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
}
oware-study-does-lands = a última semente cai { $place }
oware-study-does-end = termina a partida, { $score } a { $other_score }
oware-study-position = Posição (15 números, ou o texto do PlayStrategy)
oware-study-submit = Estudar esta posição
oware-study-setup-heading = Montar uma posição de oware
oware-study-setup-help = Quinze números: as casas 1 a 6 e as capturas do Jogador 1, as casas 1 a 6 e as capturas do Jogador 2 e, por fim, de quem é a vez (1 ou 2). O início é 4,4,4,4,4,4,0,4,4,4,4,4,4,0,1.
oware-study-mistake = Essa posição não pode ser estudada: { $why }

# A hint in Oware.
oware-hint-ahead = Com jogo perfeito a partir daqui, você termina com { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} de vantagem nas capturas depois de jogadas todas as sementes.
oware-hint-behind = Se os dois jogarem perfeitamente a partir daqui, você termina com { $count ->
    [one] { $count } semente
   *[other] { $count } sementes
} de desvantagem nas capturas depois de jogadas todas as sementes.
oware-hint-draw = Se os dois jogarem perfeitamente a partir daqui, as capturas terminam empatadas.
oware-hint-between = Se os dois jogarem perfeitamente a partir daqui, você termina com entre { $least } e { $greatest } sementes de vantagem nas capturas depois de jogadas todas as sementes, dependendo de quanto vale uma posição repetida.
oware-hint-unproved = (A jogada mais forte encontrada no tempo disponível: não comprovada.)
