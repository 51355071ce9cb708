## Tournois (/tournaments, /tournament/:id) : arènes.

tournaments-title = Tournois
tournaments-description = Tournois en arène : rejoignez-les à l'heure, jouez autant de parties que possible et montez au classement.
tournaments-loading = Chargement…
tournaments-intro = Dans une arène, chacun joue autant de parties que possible jusqu'à la fin. Dès que votre partie se termine, vous êtes apparié de nouveau, avec un joueur proche de vous au classement. Une victoire rapporte 2 points et une nulle 1 ; après deux victoires d'affilée, chaque partie compte double jusqu'à une partie qui n'est pas une victoire.
tournaments-running = En cours
tournaments-upcoming = À venir
tournaments-finished = Tout juste terminés
tournaments-none = Aucun tournoi n'est en cours ni à venir.
tournaments-next = Prochain tournoi :
tournaments-line = { $clock }, { $minutes } minutes de jeu, { $mode }, { $players ->
    [one] un joueur
   *[other] { $players } joueurs
}
tournaments-starts-at = commence { $date }
tournaments-starts-in = commence dans { $span }
tournaments-ends-in = se termine dans { $span }
tournaments-ended = terminé
tournaments-rated = classé
tournaments-casual = amical
tournaments-create = Organiser un tournoi
tournaments-name = Nom
tournaments-clock = Cadence
tournaments-minutes = Durée
tournaments-minutes-option = { $minutes } minutes
tournaments-starts-in-label = Commence dans
tournaments-starts-now = Tout de suite
tournaments-stones = Graines par case
tournaments-empty-capture = Une case vide capture aussi
tournaments-house-bot = Le robot de la maison joue contre qui reste sans adversaire
tournaments-mode = Classé ou amical
tournaments-create-button = L'organiser
tournaments-name-first = Choisissez dans le salon le nom que verront les autres joueurs pour jouer un tournoi ou en organiser un.

tournament-lasts = { $minutes } minutes de jeu
tournament-join = Participer
tournament-rejoin = Participer de nouveau
tournament-withdraw = Se retirer
tournament-joined = Vous participez à ce tournoi : vous êtes apparié dès que vous êtes libre.
tournament-withdrawn = Vous vous êtes retiré ; vos points restent. Participez de nouveau pour continuer.
tournament-your-place = Vous êtes { $rank }e sur { $players } avec { $points ->
    [one] 1 point
   *[other] { $points } points
}.
tournament-your-final-place = Vous finissez { $rank }e sur { $players } avec { $points ->
    [one] 1 point
   *[other] { $points } points
}.
tournament-your-game = Votre partie est prête.
tournament-your-game-go = Aller à votre partie
tournament-standings = Résultats
tournament-final-standings = Résultats finaux
tournament-rank = Rang
tournament-player = Joueur
tournament-rating = Classement
tournament-score = Points
tournament-games = Parties
tournament-streak = en série : la prochaine partie compte double
tournament-you = (vous)
tournament-withdrawn-mark = (retiré)
tournament-no-players = Personne ne participe encore.
tournament-game-mark = { $result ->
    [win] gagnée
    [draw] nulle
   *[loss] perdue
} en Joueur { $seat }, { $points ->
    [one] 1 point
   *[other] { $points } points
}{ $streak ->
    [yes] , doublés en série
   *[no] {""}
}{ $berserk ->
    [yes] , en berserk
   *[no] {""}
}.
tournament-game-mark-aborted = annulée en Joueur { $seat }, non jouée : aucun point.
tournament-marks-legend = Chaque partie est une marque avec ses points : vert une victoire, beige une nulle, gris une défaite, en pointillés avec « – » une partie annulée (non jouée, aucun point). Une bordure orange : comptée double en série. Un soulignement ondulé : berserk.
tournament-still-played = Le tournoi est terminé ; { $games ->
    [one] 1 partie est
   *[other] { $games } parties sont
} encore en cours. Le classement sera définitif quand { $games ->
    [one] elle finira
   *[other] elles finiront
}.
tournament-name-hourly = Arène { $clock } de chaque heure
tournament-name-daily = Arène { $clock } du jour
tournament-games-heading = Parties
tournament-house-bot = le robot de la maison
tournament-game-line = { $first } contre { $second }
tournament-game-playing = en cours
tournament-game-won = { $winner } a gagné
tournament-game-drawn = nulle
tournament-game-aborted = annulée
tournament-watch = Regarder
tournament-replay = Revoir
tournament-analysis = Analyse
tournament-checks = Cette page cherche les nouvelles toutes les { $seconds } secondes.
tournament-back = Tous les tournois
tournament-pages = Pages du classement
tournaments-pages = Pages des tournois
tournament-previous = Précédente
tournament-next = Suivante
tournament-page = Page { $page } sur { $pages }
tournament-podium = Podium
tournament-podium-line = { $name }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
