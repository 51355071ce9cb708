## La page de partie et ses commandes.

controls-loading = Chargement de la partie…
controls-title = Partie { $setup }
controls-description = Une partie de Kalah en cours : le plateau, les coups joués et à qui c'est le tour.
controls-game-not-found = Partie introuvable
controls-not-your-game = Ce n'est pas votre partie
controls-game-unavailable = Impossible d'afficher la partie
controls-start-new = Commencer une nouvelle partie

controls-button-controls = Commandes par boutons
controls-extra-turn = Tour supplémentaire !
controls-hints-used = Indices utilisés dans cette partie : { $count }
controls-active-time = Temps de jeu actif :
controls-welcome-back = Bon retour
controls-welcome-back-text = La partie vous attend. Appuyez sur Reprendre pour voir le plateau et continuer.
controls-achievement-unlocked = Succès débloqué
controls-all-achievements = Tous les succès
controls-paused = En pause
controls-paused-text = Le plateau est masqué et la partie attend. Appuyez sur Reprendre pour continuer.
controls-game-over = Partie terminée

controls-label = Commandes de la partie
controls-undo = Annuler le coup
controls-redo = Rejouer le coup
controls-hint = Indice
controls-pause = Pause
controls-resume = Reprendre
controls-abort = Annuler la partie
controls-resign = Abandonner…
controls-resign-question = Abandonner cette partie ?
controls-resign-confirm = Oui, abandonner
controls-restart = Recommencer
controls-new-game = Nouvelle partie
controls-analyse = Analyser la partie
controls-analysis-so-far = Analyser jusqu'ici
controls-change-mode = Changer de mode

controls-keyboard = Clavier
controls-keyboard-focus = Les touches fonctionnent tant que le focus est dans la partie.
controls-key-tab = Tab
controls-keys-tab = vers les commandes par boutons
controls-keys-arrows = passer d'une case à semer à l'autre
controls-key-home-end = Début, Fin
controls-keys-home-end = première ou dernière case que vous pouvez semer
controls-keys-numbers = choisir cette case
controls-key-enter-space = Entrée, Espace
controls-keys-enter-space = semer la case choisie
controls-keys-undo-redo = annuler le coup, rejouer le coup
controls-keys-pause = mettre en pause ou reprendre
controls-keys-rows = lire votre rangée, celle de l'adversaire, les greniers
controls-keys-forecast = ce que ferait la case choisie
controls-keys-last-turn = lire le dernier coup, à qui c'est le tour
controls-choose-first = Choisissez d'abord une case : appuyez sur 1 à 6 ou allez-y avec les flèches.

controls-settings = Réglages du plateau
controls-view-angled = Incliné
controls-view-top-down = Vue de dessus
controls-animation = Animation
controls-sound = Son
controls-full-screen = Plein écran

controls-clocks = Pendules
controls-clock-yours = Votre pendule :
controls-clock-of = Pendule de { $name } :
controls-clock-warning = { $seconds ->
    [60] Plus qu'une minute à votre pendule.
    [one] Plus que { $seconds } seconde à votre pendule.
   *[other] Plus que { $seconds } secondes à votre pendule.
}
