## L'analyse d'une partie (/game/…/analysis), le plateau d'analyse
## (/analysis) et ce que prouve Expert.

analysis-solving = Résolution des positions de la partie…
analysis-unavailable = Analyse indisponible
analysis-new-game = Commencer une nouvelle partie
analysis-title = Analyse { $setup }
analysis-heading = Analyse
analysis-intro = Chaque coup avec sa valeur si les deux camps jouent parfaitement à partir de là : l'écart final entre les greniers pour le joueur qui a joué. Un coup cède des graines quand il en existait un meilleur.
analysis-no-moves = Pas encore de coup à analyser.
analysis-summary = { $judged } coups évalués sur { $total }. { $losing } d'entre eux ont cédé des graines ({ $lost } en tout).
analysis-summary-solving = Les { $count } autres sont en cours de résolution ; cette page se met à jour toutes les { $seconds } secondes.
analysis-summary-unsolved = Les { $count } autres n'ont pas pu être résolus ici dans le temps que ce serveur accorde.
analysis-move-in-replay = Coup { $number } dans la relecture
analysis-study-before = Étudier la position d'avant
analysis-back = Retour à la partie

study-title = Plateau d'analyse
study-description = Placez n'importe quelle position de Kalah et voyez ce que vaut chaque coup avec un jeu parfait.
study-solving = Résolution de la position…
study-rules = Les règles
study-strategy = Stratégie
study-mistakes = Cette position ne peut pas être étudiée :
study-value = { $player } joue. Si les deux camps jouent parfaitement, { $player } { $outcome } (l'écart final entre les greniers).
study-to-move = { $player } joue.
study-all-solved = Les { $total } coups sont résolus.
study-progress-solving = { $solved } coups résolus sur { $total } ; les { $open } autres sont en cours de résolution, et cette page se met à jour toutes les { $seconds } secondes.
study-progress-busy = { $solved } coups résolus sur { $total }. Le solveur est occupé par d'autres positions ; cette page redemandera dans { $seconds } secondes.
study-progress-unsolved = { $solved } coups résolus sur { $total } ; les { $open } autres n'ont pas pu être résolus ici dans le temps que ce serveur accorde.
study-worth-best = valeur { $value }, le meilleur
study-worth = valeur { $value }
study-not-solved = pas encore résolu
study-pit = Case { $pit }
study-line = { "\u00A0" }: { $worth } ; { $does }.
study-does-end = termine la partie, { $score } à { $other_score }
study-does-extra-turn = la dernière graine tombe dans le grenier : tour supplémentaire
study-does-capture = capture { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} (la case { $facing } d'en face, et la dernière graine)
study-does-pass = la main passe
study-board-label = La position étudiée
study-link = Lien vers cette position
study-moves = Les coups, du meilleur au moins bon
study-play-from-here = Jouer à partir d'ici
study-against-computer = Contre l'ordinateur, en jouant { $player } :
study-play-computer = Jouer contre l'ordinateur
study-two-players = Deux joueurs sur cet appareil

study-setup-heading = Placer une position
study-setup-stones = Graines dans chaque case et chaque grenier
study-setup-empty-capture = Règle de la capture à vide (une dernière graine dans une case vide capture même quand la case d'en face est vide)
study-setup-submit = Étudier cette position

study-place-pit = La case { $pit } du Joueur { $player }
study-place-store = Le grenier du Joueur { $player }
study-whose-turn = À qui de jouer
study-game-over = Cette partie est terminée : le plateau d'analyse étudie des positions où il reste un coup à jouer.
study-say-turn = Indiquez à qui de jouer : Joueur 1 ou Joueur 2.
study-too-many = { $place } contient au plus { $most } graines, toutes celles d'une partie à 6 graines.
study-field-empty = { $place } est vide : indiquez un nombre de graines.
study-not-a-number = { $place } indique « { $text } » : indiquez un nombre entier de graines, de 0 à { $most }.
study-count = Une position compte 15 nombres : les cases 1 à 6 et le grenier du Joueur 1, les cases 1 à 6 et le grenier du Joueur 2, puis à qui de jouer (1 ou 2). Celle-ci en a { $found }.
study-negative = { $place } ne peut pas contenir moins de 0 graine.
study-stone-total = Le plateau contient { $found } graines en tout, mais une partie en a 36, 48, 60 ou 72 (3 à 6 dans chaque case au départ).
study-player = À qui de jouer doit être 1 ou 2, pas « { $text } ».
study-side-empty = Toutes les cases du Joueur { $player } sont vides, donc cette partie est déjà terminée : le plateau d'analyse étudie des positions où il reste un coup à jouer.
study-stones-left = Dans une partie terminée (14 nombres), toutes les graines sont dans un grenier ; ajoutez à qui de jouer pour étudier une partie en cours.
study-unreadable = Cette position ne peut pas être lue : { $error }.

proof-variant = Kalah à { $stones } graines
proof-variant-empty-capture = Kalah à { $stones } graines avec la règle de la capture à vide
proof-scope = Expert prouve chaque coup qu'il joue au { $places }. Dans les autres variantes, il cherche en profondeur là où il ne peut pas prouver un coup, et le signale.
proof-scope-either = Kalah à { $counts } graines, avec l'une ou l'autre règle de capture
proof-scope-standard = Kalah à { $counts } graines avec la capture standard
proof-scope-empty-capture = Kalah à { $counts } graines avec la règle de la capture à vide
proof-scope-and = { $before } ; au { $place }
proof-count = { $count }
proof-counts = { $rest } et { $last }
proof-caveat = Expert n'a pas prouvé chaque coup au { $variant } ; il cherche plutôt en profondeur, et chaque coup qu'il n'a pas pu prouver est signalé.
proof-preparing = Expert se prépare encore : ce serveur vient de démarrer et calcule les tables de fin de partie qui permettent à Expert de prouver ses coups, ce qui prend quelques minutes. En attendant, quand Expert ne peut pas prouver un coup à temps, il joue le meilleur coup de sa recherche et le marque « Non prouvé ».
