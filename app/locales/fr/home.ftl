## The home page: how to play, against whom.

home-title = Jouer au Kalah
home-description = Jouez au Kalah, le grand classique des jeux de Mancala : contre l'ordinateur, du niveau Facile jusqu'à un Expert parfait, avec un ami grâce à un lien, ou à deux sur le même appareil ; avec ou sans JavaScript.
home-lead = Semez les graines autour du plateau : finissez dans votre grenier pour un tour supplémentaire, dans une case vide pour capturer. Celui qui a le plus de graines dans son grenier gagne.

home-computer = Jouer contre l'ordinateur
home-you-play-first = Vous commencez.
# $level: a level's name (level-medium).
home-play-second = Jouer en second · { $level }
# Before a list of levels.
home-level = Niveau
# Before a list: first, second.
home-you-play = Vous jouez
home-seat-first = en premier
home-seat-second = en second
home-start = Commencer

# The variant fields of every new-game form, also in the lobby.
home-stones-per-pit = Graines par case
home-empty-capture = Règle de la capture à vide

home-people = Jouer contre d'autres joueurs
home-people-intro = Trouvez un adversaire dans le salon : parties en direct avec pendule, ou par correspondance avec des jours par coup ; classées ou amicales. Aucune inscription, juste un nom.
home-people-link = Aller au salon

home-friend = Jouer avec un ami
home-friend-intro = Obtenez un lien à envoyer ; votre ami l'ouvre sur son propre appareil et vous rejoint. Vous commencez.
home-friend-link = Jouer avec un ami (envoyer un lien)
home-friend-variant = Jouer avec un ami dans cette variante

# Heading and button.
home-same-device = 2 joueurs sur cet appareil
home-same-device-intro = Jouez à tour de rôle sur le même écran. Le Joueur 1 commence.
home-same-device-variant = 2 joueurs dans cette variante
# Followed by a link, home-variants-link.
home-variants = Variantes : de 3 à 6 graines par case, et la règle de la capture à vide.
home-variants-link = Ce qu'elles changent

# One line: home-study, a link (home-study-analysis), home-study-between,
# a link (home-study-puzzles), home-study-end right after it.
home-study = Pour progresser :
home-study-analysis = le plateau d'analyse
home-study-between = (n'importe quelle position, la valeur de chaque coup en jeu parfait) et les
home-study-puzzles = problèmes
home-study-end = .
