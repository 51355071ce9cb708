## Les problèmes (/puzzles) et un problème (/puzzles/…).

puzzles-title = Problèmes de Kalah
puzzles-description = Des problèmes de Kalah tirés du jeu parfait : trouvez le coup qui se démarque.
puzzles-heading = Problèmes
puzzles-lead = Chaque problème est une position tirée des parties de l'ordinateur (les niveaux les uns contre les autres, Expert contre chaque niveau, le livre d'ouvertures) où un coup se démarque avec un jeu parfait : c'est le seul coup qui conserve la victoire (ou l'égalité), ou il vaut nettement plus que tous les autres. Quand il donne un tour supplémentaire, trouvez aussi le coup suivant.
puzzles-loading = Chargement…
puzzles-today = Le problème du jour
puzzles-for-you = Un problème pour vous
puzzles-yours = Vos problèmes
puzzles-by-difficulty = Par difficulté
puzzles-difficulty-explained = La difficulté, de 1 à 5, compte combien des joueurs Facile, Moyen et Difficile manquent le coup, plus un pour une suite de coups et un pour un résultat à { $plies } demi-coups ou plus (un demi-coup est le coup d'un camp ; le résultat est acquis dès qu'un grenier contient plus de la moitié des graines). Chaque problème a aussi un classement issu des premiers essais des joueurs : le résoudre est une victoire contre le problème, le manquer une défaite.
puzzles-total = { $count } problèmes en tout, chacun trouvé et évalué par le solveur.

puzzles-rating = Votre classement aux problèmes : { $rating }.
puzzles-rating-provisional = Votre classement aux problèmes : { $rating } (provisoire : quelques premiers essais de plus le fixeront).
puzzles-unrated-before = Résolvez un problème pour obtenir un classement aux problèmes. Votre premier essai sur chaque problème compte pour ce classement ; vos essais restent dans ce navigateur, et
puzzles-unrated-link = Continuer sur un autre appareil
puzzles-unrated-after = les emporte avec vous.
puzzles-puzzle = Problème { $id }
puzzles-list-difficulty = , difficulté { $difficulty }
puzzles-standing = { $solved } problèmes résolus sur les { $tried } que vous avez essayés. Série : { $streak } premiers essais réussis d'affilée (record : { $best }).
puzzles-missed = Manqués, à retenter
puzzles-solved-list = Résolus, les plus récents d'abord ({ $count })

puzzles-table-caption = Comment les joueurs s'en sortent à chaque difficulté (premiers essais seulement)
puzzles-difficulty = Difficulté { $difficulty }
puzzles-col-difficulty = Difficulté
puzzles-col-puzzles = Problèmes
puzzles-col-plies = Demi-coups moyens jusqu'au résultat
puzzles-col-tries = Premiers essais
puzzles-col-solved = Résolus
puzzles-col-rating = Classement moyen

puzzles-not-found = Problème introuvable
puzzles-not-found-text = Il n'y a aucun problème à ce lien. Il a peut-être été mal saisi.
puzzles-all = Tous les problèmes
puzzles-subtitle = difficulté { $difficulty } sur 5, classement { $rating }
puzzles-board-label = Le problème
puzzles-answer-hidden = La réponse s'affiche une fois que vous l'avez essayé.
puzzles-find = { $player } joue : trouvez le coup qui se démarque.
puzzles-right = Exact : la case { $pit } donne un tour supplémentaire. Trouvez le coup suivant.
puzzles-pit-outcome = case { $pit } { $outcome }
puzzles-solved = Résolu !
puzzles-then = Ensuite : { $values }
puzzles-tried = Case { $pit } { $outcome }
puzzles-tried-illegal = La case { $pit } ne peut pas être semée ici
puzzles-missed-move = Pas celui-ci : { $tried }. Le coup était la case { $pit }.
puzzles-sure-before = Le vainqueur était connu avant ce coup ; le problème porte sur l'écart.
puzzles-sure-after = Sur la meilleure ligne, le résultat est acquis après { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
}.
puzzles-first-try-only = Seul votre premier essai sur chaque problème le fait évoluer.
puzzles-try-again = Réessayer
puzzles-next = Problème suivant
puzzles-study = Étudier la position
