## La page de salle : jouer contre un ami (ou un joueur du salon) grâce à
## un lien. Les noms ne sont jamais traduits.

room-loading = Chargement de la salle…
room-play-friend = Jouer contre un ami
room-title-game = Partie { $setup }
room-title-first = Partie contre { $name } · vous commencez
room-title-second = Partie contre { $name } · { $name } commence
room-title-watching = { $first } contre { $second }
room-not-found = Salle introuvable
room-unavailable = Impossible d'afficher la salle
room-start-new = Commencer une nouvelle partie

room-host-invite = Envoyez ce lien à votre ami. La partie commence dès qu'il l'ouvre et la rejoint ; vous jouez en premier.
room-link = Lien :
room-copy-link = Copier le lien
room-share = Partager
room-link-copied = Lien copié.
room-share-title = Viens jouer au Kalah avec moi
room-waiting = En attente de votre ami…
room-invited = Un ami vous invite à une partie de Kalah. Vous jouez en second.
room-join = Rejoindre

room-heading = Salle
room-presence-friend = { $connected ->
    [yes] Votre ami est en ligne.
   *[no] Votre ami n'est pas en ligne.
}
room-presence-named = { $connected ->
    [yes] { $name } est en ligne.
   *[no] { $name } n'est pas en ligne.
}
room-watching = Vous regardez la partie.
room-watching-friends = Vous regardez la partie. Joueur 1 : { $first ->
    [yes] en ligne
   *[no] hors ligne
} ; Joueur 2 : { $second ->
    [yes] en ligne
   *[no] hors ligne
}.
room-play-again = Chercher une autre partie { $speed }
room-rematch = Revanche (côtés inversés)
room-rematch-asked-friend = Revanche demandée ; votre ami doit encore accepter…
room-rematch-asked-named = Revanche demandée ; { $name } doit encore accepter…
room-rematch-offered-friend = Votre ami propose une revanche en inversant les côtés.
room-rematch-offered-named = { $name } propose une revanche en inversant les côtés.
room-accept-rematch = Accepter la revanche
room-friend-away = Votre ami est absent depuis plus de { $away }. Vous pouvez finir la partie contre l'ordinateur ({ $level }).
room-continue = Continuer contre l'ordinateur

room-rating-new = nouveau
room-rating-provisional = { $rating }, provisoire
room-players = Joueur 1 : { $first } ({ $first_rating }). Joueur 2 : { $second } ({ $second_rating }). { $speed }, { $rated ->
    [yes] partie classée
   *[no] partie amicale
}.
room-ratings = Classements : { $changes }.
room-deadline = { $name } doit jouer avant le { $date } (reste : { $left }).
room-score = Parties ici : { $first } { $first_points }, { $second } { $second_points }.

room-check-now = Voir si l'adversaire a joué
room-check-automatically = Vérifier automatiquement
room-stop-checking = Ne plus vérifier automatiquement
room-checks-every = Cette page se met à jour toute seule { $seconds ->
    [one] chaque seconde
   *[other] toutes les { $seconds } secondes
}.
room-checks-never = Cette page ne se met pas à jour toute seule.
room-arena = Une partie du tournoi
room-arena-next = Prochaine partie dans { $seconds } secondes, du tournoi.
room-arena-pause = Pause : pas de prochaine partie
room-arena-back = Retour au tournoi { $name }
room-berserk = Berserk : la moitié de ton temps, sans incrément, un point de plus pour une victoire
room-berserked = { $name } joue en berserk.
room-house-bot = Robot de la maison
room-title-house-bot = { $name } contre le robot de la maison
room-presence-house-bot = Le robot de la maison répond aussitôt ; seule votre pendule tourne.
