# Oware : le plateau, ses coups en mots, ses refus et ses options.

game-oware = Oware
oware-proof-caveat = À l'Oware, Expert ne prouve ses coups que dans les finales que contient sa base de données, si le serveur en a une ; un coup qu'il a cherché à la place est signalé.
record-oware = Jeu : Oware ; grand chelem { $grand_slam }, cycles { $cycles }
# Après « Ce coup n'est pas autorisé : ».
illegal-does-not-feed = la case { $pit } ne donne aucune graine à votre adversaire, qui n'en a plus : vous devez lui en donner
illegal-does-not-feed-to = la case { $pit } ne donne aucune graine : vous devez donner des graines à { $name }, qui n'en a plus
illegal-grand-slam = la case { $pit } prendrait toutes les graines de votre adversaire, ce que ces règles interdisent tant qu'un autre coup est possible
forecast-does-not-feed = Case { $pit } : interdit, vous devez donner des graines { $owner ->
    [you] à vous, qui n'en avez plus
    [computer] à l'ordinateur, qui n'en a plus
    [friend] à votre ami, qui n'en a plus
    [one] au Joueur 1, qui n'en a plus
    [two] au Joueur 2, qui n'en a plus
   *[other] à { $owner_name }, qui n'en a plus
}.
forecast-grand-slam = Case { $pit } : la dernière graine tombe dans { $place } ; c'est un grand chelem, qui ne capture rien.

oware-move = { $who ->
    [you] Vous avez
    [computer] L'ordinateur a
    [friend] Votre ami a
   *[other] { $name } a
} semé la case { $pit } : { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}, la dernière dans { $place }.
oware-captured = Capture : { $captures }.
oware-capture-first = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} dans la case { $pit }
oware-capture-next = { $count } dans la case { $pit }
oware-list = { $rest } et { $last }
oware-grand-slam = Ce coup aurait pris { $owner ->
    [you] toutes vos graines
    [computer] toutes les graines de l'ordinateur
    [friend] toutes les graines de votre ami
    [one] toutes les graines du Joueur 1
    [two] toutes les graines du Joueur 2
   *[other] toutes les graines de { $owner_name }
}, il ne capture donc rien.
oware-end-more-than-half = { $who ->
    [you] Vous avez
    [computer] L'ordinateur a
    [friend] Votre ami a
   *[other] { $name } a
} capturé plus de la moitié des graines : la partie est terminée.
oware-end-no-move = { $who ->
    [you] Vous ne pouvez pas
    [computer] L'ordinateur ne peut pas
    [friend] Votre ami ne peut pas
   *[other] { $name } ne peut pas
} donner de graines { $owner ->
    [you] à vous, qui n'en avez plus
    [computer] à l'ordinateur, qui n'en a plus
    [friend] à votre ami, qui n'en a plus
    [one] au Joueur 1, qui n'en a plus
    [two] au Joueur 2, qui n'en a plus
   *[other] à { $owner_name }, qui n'en a plus
} : la partie est terminée.
oware-end-repetition = La position s'est répétée : la partie est terminée.
oware-takes = { $who ->
    [you] vous prenez
    [computer] l'ordinateur prend
    [friend] votre ami prend
   *[other] { $name } prend
} { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}
oware-seeds-left = Graines restantes : { $takes }.
oware-pit-label = { $owner ->
    [you] Votre case { $pit }
    [computer] Case { $pit } de l'ordinateur
    [friend] Case { $pit } de votre ami
    [one] Case { $pit } du Joueur 1
    [two] Case { $pit } du Joueur 2
   *[other] Case { $pit } de { $owner_name }
}, { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}
oware-store-label = { $owner ->
    [you] Vos captures
    [computer] Captures de l'ordinateur
    [friend] Captures de votre ami
    [one] Captures du Joueur 1
    [two] Captures du Joueur 2
   *[other] Captures de { $owner_name }
}, { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}

home-oware = Oware
home-oware-intro = Le jeu le plus joué de la famille : douze cases de quatre graines, des captures de 2 et de 3 graines dans la rangée de votre adversaire, et l'obligation de toujours lui donner des graines. Jouez-y contre l'ordinateur, vous commencez :
home-oware-same-device = Oware, à deux sur un appareil
home-oware-friend = Oware avec un ami : obtenir un lien
oware-option-grand-slam = Grand chelem :
oware-grand-slam-captures-nothing = autorisé, ne capture rien
oware-grand-slam-forbidden = interdit, sauf s'il est le seul coup possible
oware-option-cycles = Position répétée :
oware-cycles-own-row = chacun prend les graines de sa rangée
oware-cycles-split = les graines restantes sont partagées
home-oware-level = Oware · { $level }
home-oware-start = Lancer l’oware

# The lobby, the watch list, the ratings and the leaderboard.
seek-refusal-game = choisissez Kalah ou Oware, et les options de l’oware dans la liste
lobby-game = Jeu
lobby-seek-oware = Oware, { $mode ->
    [rated] classée
   *[casual] amicale
}
lobby-play-now-oware = Oware · { $speed }
watch-game-oware = Oware, { $speed }, { $mode ->
    [rated] classée
   *[casual] amicale
}, coup { $number }
leaderboard-oware-live = Oware · En direct
leaderboard-oware-correspondence = Oware · Par correspondance
profile-rating-oware-live = Classement oware en direct
profile-rating-oware-correspondence = Classement oware par correspondance
oware-family-link = L’oware, le jeu le plus joué de la famille : ses règles, sa stratégie et son histoire
home-oware-rules-link = Les règles de l’oware, avec des exemples

# Oware's achievements.
achievement-oware-capture = Première prise à l’oware
achievement-oware-capture-how = À l’oware, faites qu’une case adverse contienne 2 ou 3 graines avec votre dernière graine.
achievement-chain-capture = Prise en chaîne
achievement-chain-capture-how = À l’oware, prenez les graines de trois cases ou plus en un seul coup.

# The board in words and what each pit would do.
oware-captures = Prises : { $near } { $near_count }, { $far } { $far_count }.
oware-forecast-lands = Case { $pit } : la dernière graine tombe dans { $place }.
oware-forecast-capture = Case { $pit } : la dernière graine tombe dans { $place } et prend { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}.


# A grand slam refused, the record, the page's description, quick pairing.
oware-forecast-grand-slam-forbidden = Case { $pit } : interdit, ce coup prendrait toutes les graines de votre adversaire.
oware-record-title = Relevé de partie d'oware
oware-controls-description = Une partie d'oware en cours : le plateau, les coups joués et à qui c'est le tour.
lobby-play-now-oware-intro = Ou une partie classée d'oware, aux mêmes conditions :

# A friend's room of Oware.
room-share-title-oware = Viens jouer à l'oware avec moi
room-invited-oware = Un ami vous invite à une partie d'oware. Vous jouez en second.

# The keyboard help of an Oware game.
oware-controls-keys-rows = lire votre rangée, celle de l'adversaire, les prises
