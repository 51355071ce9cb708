## Pourquoi une action a été refusée, tel que le joueur le lit. Dit aussi
## dans les îlots : seulement du texte, des variables et des choix sur une
## variable.

refusal-bad-input = Le formulaire n'a pas été compris ({ $what }). Rien n'a changé.
refusal-game-not-found = Il n'y a aucune partie à ce lien. Il a peut-être été mal saisi.
refusal-room-not-found = Il n'y a aucune salle à ce lien. Il a peut-être été mal saisi, ou la salle a expiré : une salle ferme quelque temps après sa création, et plus tôt dès qu'il n'y a plus personne.
refusal-link-not-found = Ce lien d'appareil ne fonctionne pas : il a été mal saisi ou remplacé par un lien plus récent. Créez un nouveau lien sur l'appareil qui contient vos parties.
refusal-puzzle-not-found = Il n'y a aucun problème à ce lien. Il a peut-être été mal saisi.
refusal-try-ended = Ce coup est arrivé après la fin de l'essai, il n'a donc pas été compté. Rien n'a changé.
refusal-seat-taken = Les deux places de cette salle sont prises. Vous pouvez regarder la partie.
refusal-not-now = Pas maintenant : { $why }. Rien n'a changé.
refusal-not-your-game = Cette partie appartient à un autre joueur : vous ne pouvez ni la voir ni y jouer.
refusal-stale-form = Ceci a été envoyé depuis une page périmée (un double clic ou le bouton Retour ?). Rien n'a changé ; voici la partie telle qu'elle est maintenant.
refusal-not-your-turn = Ce n'est pas à vous de jouer. Rien n'a changé.
refusal-game-over = La partie est terminée. Commencez-en une autre avec Nouvelle partie.
refusal-paused = La partie est en pause. Appuyez sur Reprendre pour continuer ; rien n'a changé.
refusal-journal-full = Cette partie a atteint sa limite de { $limit } actions enregistrées : plus rien ne peut y être ajouté. Rien n'a changé ; commencez un nouvel essai avec Nouvelle partie.
refusal-illegal-move = Ce coup n'est pas autorisé : { $reason }. Rien n'a changé.
refusal-nothing-to-undo = Il n'y a aucun coup à annuler.
refusal-nothing-to-redo = Il n'y a aucun coup à rejouer.
refusal-nothing-to-restart = Il n'y a rien à recommencer : la partie en est à son début.
refusal-no-hints = Les indices sont proposés dans les parties contre Facile et Moyen. Rien n'a changé.
refusal-unavailable = Le serveur n'a pas pu enregistrer ni charger pour le moment. Rien n'a changé ; veuillez réessayer.
refusal-slow-down = Doucement : cela fait plus de nouvelles parties en une minute que personne ne pourrait en jouer. Aucune partie n'a été lancée ; attendez une minute, puis réessayez.
refusal-too-often = Doucement : c'est plus que ce que quiconque fait en si peu de temps. Rien n'a changé ; réessayez dans { $span }.
refusal-too-many-open-games = Vous avez déjà { $limit } parties non terminées. Terminez-en une (Vos parties les liste) avant d'en commencer une autre.
refusal-name = { $why } Votre nom n'a pas changé.
refusal-seek = { $why } Aucune proposition n'a été ouverte.
refusal-seek-not-found = Cette proposition n'est plus ouverte : son joueur l'a retirée ou est parti. Rien n'a changé ; choisissez-en une autre ou ouvrez la vôtre.
refusal-seek-taken = Un autre joueur a accepté cette proposition avant vous. Rien n'a changé ; choisissez-en une autre ou ouvrez la vôtre.
refusal-player-not-found = Aucun joueur ne porte ce nom. Il a peut-être été mal saisi, ou son joueur en a choisi un autre.
refusal-out-of-time = Votre temps était écoulé avant l'arrivée de ce coup, il n'a donc pas été joué : la partie est perdue au temps.
refusal-no-first-move = Trop tard : un camp n'a pas joué son premier coup à temps, la partie a donc été annulée, sans résultat et sans changement de classement.

# Après « Ce coup n'est pas autorisé : ».
illegal-game-over = la partie est terminée, plus aucun coup n'est possible
illegal-empty-pit = la case { $pit } est vide ; choisissez une case qui contient des graines

seek-refusal-stones = Le nombre de graines par case va de 3 à 6.
seek-refusal-speed = Choisissez l'une des cadences proposées.
seek-refusal-mode = Choisissez classée ou amicale.
seek-refusal-seat = Choisissez une place au hasard, Joueur 1 ou Joueur 2.

refusal-arena-not-found = Ce tournoi n'existe pas. Rien n'a changé.
refusal-arena = { $why } Aucun tournoi n'a été créé.
arena-refusal-name = Le nom d'un tournoi compte de 3 à 40 caractères.
arena-refusal-clock = Choisissez l'une des cadences proposées.
arena-refusal-stones = Le nombre de graines par case va de 3 à 6.
arena-refusal-minutes = Choisissez l'une des durées proposées.
arena-refusal-start = Choisissez l'une des heures de début proposées.
arena-refusal-mode = Choisissez classée ou amicale.

name-too-short = Un nom doit compter au moins { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
}.
name-too-long = Un nom peut compter au plus { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
}.
name-character = Un nom peut contenir des lettres, des chiffres, des espaces, - et _, mais pas { $character }.
name-nothing-to-read = Un nom doit contenir au moins une lettre ou un chiffre.
# Les noms réservés sont les mots anglais, quelle que soit la langue de la page.
name-reserved = Ce nom est l'un de ceux que le site affiche lui-même (Ordinateur, les niveaux, Joueur 1 et 2, Votre ami, le robot de la maison) ; choisissez-en un autre.
name-taken = Un autre joueur porte déjà ce nom, ou un nom qui lui ressemble à l'identique ; choisissez-en un autre.
name-held = Un autre joueur portait ce nom il y a peu : un nom reste réservé à son ancien titulaire pendant { $days } jours. Choisissez-en un autre.
name-mixed-scripts = Un mot d'un nom ne peut pas mêler des alphabets (comme un а cyrillique parmi des lettres latines).

# Après « Pas maintenant : ».
not-now-room-game = une partie dans une salle, contre un ami ou en tournoi, n'a ni annulation de coup, ni coup rejoué, ni indices, ni pause
not-now-own-room = c'est votre propre salle ; envoyez le lien à votre ami
not-now-own-seek = c'est votre propre proposition ; un autre joueur doit l'accepter
not-now-public-game = une partie du salon n'est pas confiée à l'ordinateur
not-now-name-first = choisissez d'abord le nom que verront les autres joueurs
not-now-no-abort = seule une partie du salon peut être annulée ; abandonnez plutôt
not-now-abort-too-late = les deux joueurs ont joué, la partie ne peut donc plus être annulée ; abandonnez plutôt
not-now-not-started = la partie n'a pas commencé
not-now-not-over = la partie n'est pas terminée
not-now-friend-here = votre ami est encore là ou est parti il y a moins de { $span }
not-now-arena-over = le tournoi est terminé
not-now-arena-rematch = un tournoi apparie de nouveau ses joueurs lui-même : ta prochaine partie vient du tournoi
not-now-arena-held = tu organises déjà un tournoi qui n'est pas terminé ; tu pourras organiser le suivant quand il sera fini
not-now-arenas-today = tu as organisé { $count ->
    [one] un tournoi
   *[other] { $count } tournois
} ces dernières 24 heures, le maximum permis
not-now-seeks-open = vous avez { $count ->
    [one] une proposition ouverte
   *[other] { $count } propositions ouvertes
}, le maximum à la fois ; annulez-en une d'abord
not-now-no-shows = { $count } de vos parties contre d'autres joueurs ont été annulées ces dernières 24 heures parce que vous n'avez pas joué ; la prochaine pourra commencer dans { $span }
not-now-no-berserk = le berserk est pour une partie de tournoi à la pendule, une fois, avant ton premier coup
