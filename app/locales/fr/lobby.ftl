## The lobby: the player's name, open seeks and the form that opens one.
## $mode: rated or casual.

lobby-title = Jouer contre d'autres joueurs
lobby-loading = Chargement…

# Followed by a link, lobby-accepted-go.
lobby-accepted = Un joueur a accepté votre proposition.
lobby-accepted-go = Aller à votre partie
# Followed by lobby-checks-every or lobby-checks-off.
lobby-waiting = En attente qu'un joueur accepte votre proposition.
lobby-checks-every = Cette page vérifie { $seconds ->
    [one] chaque seconde
   *[other] toutes les { $seconds } secondes
} et vous emmène à la partie.
lobby-checks-off = Cette page ne vérifie pas d'elle-même.
lobby-checks-stop = Ne plus vérifier automatiquement
lobby-checks-start = Vérifier automatiquement
lobby-check-now = Vérifier maintenant

# After a while with nobody: a game against the computer instead.
# $level: a level's name (home-level-medium).
lobby-offer-heading = Personne pour l'instant
lobby-offer = Personne n'a encore accepté votre proposition. Une partie contre l'ordinateur au niveau { $level } en attendant ? Votre proposition reste ouverte ici.
lobby-offer-play = Jouer contre l'ordinateur ({ $level })

lobby-play-now = Jouer maintenant
lobby-play-now-intro = Une partie classée à 4 graines contre le premier joueur qui attend la même chose, au classement le plus proche du vôtre ; sinon, attendez-en un.

# A speed: "5+3" ($speed) stays as it is.
lobby-speed-live = { $speed } : { $minutes } minutes, plus { $seconds } secondes par coup
lobby-speed-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}

# The table of open seeks.
lobby-seeks-heading = Propositions ouvertes
lobby-seeks-caption = Propositions ouvertes, les plus anciennes d'abord
lobby-column-player = Joueur
lobby-column-rating = Classement
lobby-column-game = Partie
lobby-column-seat = Sa place
lobby-column-action = Action
lobby-no-seeks = Aucune proposition ouverte pour le moment. Ouvrez-en une : elle s'affichera ici pour que d'autres l'acceptent.
lobby-more-seeks = { $count ->
    [one] Une autre proposition est ouverte.
   *[other] { $count } autres propositions sont ouvertes.
} Les plus anciennes sont listées d'abord.
lobby-name-first = Choisissez votre nom ci-dessus pour accepter une proposition ou en ouvrir une.
# A player who chose no name.
lobby-anonymous = Un joueur
# After the visitor's own name.
lobby-you = (vous)
# A player without a rating yet.
lobby-rating-new = nouveau
# Followed by the speed, "5+3".
lobby-seek-game = { $stones } graines, { $mode ->
    [rated] classée
   *[casual] amicale
},
lobby-seek-game-empty-capture = { $stones } graines, capture à vide, { $mode ->
    [rated] classée
   *[casual] amicale
},
# A correspondence speed, short.
lobby-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
lobby-seat-random = Au hasard
lobby-seat-one = Joueur 1
lobby-seat-two = Joueur 2
lobby-cancel = Retirer
lobby-accept = Accepter
# Read out on the buttons: $name is the seek's player.
lobby-cancel-label = Retirer la proposition de { $name }
lobby-accept-label = Accepter la proposition de { $name }

# The form that opens a seek.
lobby-seek-heading = Ouvrir une proposition
lobby-seek-intro = Votre offre est affichée pour les autres ; la partie commence dès que l'un d'eux l'accepte.
lobby-speed = Cadence
lobby-ratings = Classement
lobby-rated = Classée
lobby-casual = Amicale
lobby-your-seat = Votre place
lobby-seat-first = Joueur 1 (joue en premier)
lobby-open-seek = Ouvrir la proposition

# The visitor's name.
lobby-name-heading = Votre nom
lobby-name-intro-new = Les autres joueurs vous voient sous le nom de votre choix : choisissez-en un avant votre première partie contre d'autres joueurs. Aucune inscription : il appartient à ce navigateur, et votre lien d'appareil l'emporte sur vos autres appareils.
lobby-name-choose = Choisir ce nom
lobby-name-intro = Les autres joueurs vous voient sous ce nom.
lobby-name-change = Changer de nom
# Followed by the name.
lobby-name-current = Votre nom :
lobby-name-label = Nom
lobby-name-rules = De 3 à 20 lettres, chiffres, espaces, - ou _.

# A correspondence deadline: "Fri 11 Dec 2026, 14:15 UTC". $weekday and
# $month are the names below; $hour and $minute have two digits.
lobby-date = { $weekday } { $day } { $month } { $year }, { $hour }:{ $minute } UTC
lobby-monday = lun.
lobby-tuesday = mar.
lobby-wednesday = mer.
lobby-thursday = jeu.
lobby-friday = ven.
lobby-saturday = sam.
lobby-sunday = dim.
lobby-january = janv.
lobby-february = févr.
lobby-march = mars
lobby-april = avr.
lobby-may = mai
lobby-june = juin
lobby-july = juil.
lobby-august = août
lobby-september = sept.
lobby-october = oct.
lobby-november = nov.
lobby-december = déc.

# Time left to move: "40 minutes", "5 hours 12 minutes", "2 days 3 hours".
lobby-left-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lobby-left-hours = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
} { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lobby-left-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}
