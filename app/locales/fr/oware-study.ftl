# A finished Oware game's analysis page.
oware-analysis-intro = Chaque coup avec ce qu'il vaut si les deux camps jouent parfaitement à partir de là, tel que le prouve la base de données des finales de l'Oware : l'écart entre les captures une fois toutes les graines restantes jouées, pour le joueur qui a joué (la partie elle-même se termine dès qu'un joueur a 25 graines, ce qui ne change jamais le vainqueur). La base compte à partir de chaque position, comme si rien ne l'avait précédée. Quand la valeur dépend de ce que rapporte une position répétée, elle donne les deux bornes entre lesquelles cette valeur se situe.
oware-analysis-summary = { $judged } coups évalués sur { $total } par la base de données des finales. { $losing } d'entre eux ont cédé des graines (au moins { $lost } en tout).
oware-analysis-unproved = Les { $count } autres ont été joués avec plus de { $seeds } graines sur le plateau, au-delà de la base de données : non prouvés.
oware-analysis-no-database = Ce serveur n'a pas de base de données des finales de l'Oware pour ces règles, ou elle n'est pas encore prête, donc aucun coup n'est prouvé.
oware-judged-unproved = Coup { $number } : { $who ->
    [you] vous avez
    [computer] l'ordinateur a
    [friend] votre ami a
   *[other] { $name } a
} semé la case { $pit }. Non prouvé : il restait plus de graines que n'en contient la base de données des finales.
oware-judgement = valeur { $worth } ; { $verdict } (meilleur : case { $best_pit }, { $best }).
oware-verdict-lost = { $count ->
    [one] { $count } graine cédée
   *[other] { $count } graines cédées
}
oware-verdict-lost-at-least = au moins { $count ->
    [one] { $count } graine cédée
   *[other] { $count } graines cédées
}, quelle que soit la règle des positions répétées
oware-verdict-depends = meilleur coup ou non selon la règle des positions répétées
oware-worth-between = entre { $least } et { $greatest }

# Oware's analysis board.
oware-study-title = Plateau d'analyse de l'Oware
oware-study-description = Placez n'importe quelle position d'Oware et voyez ce que vaut chaque coup, là où la base de données des finales le prouve.
oware-study-link = Plateau d'analyse de l'Oware : ce que vaut chaque coup en finale
oware-study-value = { $player } joue. Si les deux camps jouent parfaitement, { $player } { $outcome } (l'écart entre les captures une fois toutes les graines jouées).
oware-study-value-between = { $player } joue. Si les deux camps jouent parfaitement, { $player } finit avec entre { $least } et { $greatest } graines d'avance, selon ce que rapporte une position répétée (l'écart entre les captures une fois toutes les graines jouées).
oware-study-proved = Chaque coup est prouvé par la base de données des finales.
oware-study-unproved = Non prouvé : cette position a plus de graines sur le plateau que n'en contient la base de données des finales ({ $seeds }).
oware-study-no-database = Non prouvé : ce serveur n'a pas de base de données des finales de l'Oware pour ces règles, ou elle n'est pas encore prête.
oware-study-worth-best = valeur { $worth }, le meilleur
oware-study-worth = valeur { $worth }
oware-study-not-proved = non prouvé
oware-study-does-capture = capture { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}
oware-study-does-lands = la dernière graine tombe dans { $place }
oware-study-does-end = termine la partie, { $score } à { $other_score }
oware-study-position = Position (15 nombres, ou le texte de PlayStrategy)
oware-study-submit = Étudier cette position
oware-study-setup-heading = Placer une position d'Oware
oware-study-setup-help = Quinze nombres : les cases 1 à 6 et les captures du Joueur 1, les cases 1 à 6 et les captures du Joueur 2, puis à qui de jouer (1 ou 2). Le départ est 4,4,4,4,4,4,0,4,4,4,4,4,4,0,1.
oware-study-mistake = Cette position ne peut pas être étudiée : { $why }

# A hint in Oware.
oware-hint-ahead = Avec un jeu parfait à partir d'ici, vous finissez avec { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} d'avance aux captures une fois toutes les graines jouées.
oware-hint-behind = Si les deux camps jouent parfaitement à partir d'ici, vous finissez avec { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} de retard aux captures une fois toutes les graines jouées.
oware-hint-draw = Si les deux camps jouent parfaitement à partir d'ici, les captures finissent à égalité.
oware-hint-between = Si les deux camps jouent parfaitement à partir d'ici, vous finissez avec entre { $least } et { $greatest } graines d'avance aux captures une fois toutes les graines jouées, selon ce que rapporte une position répétée.
oware-hint-unproved = (Le meilleur coup trouvé dans le temps imparti : non prouvé.)
