## Vos parties (/games) et la relecture d'une partie (/game/:id/replay).

games-title = Vos parties
games-loading = Chargement…
games-none = Pas encore de partie.
games-start-one = Commencez-en une
games-not-finished = Pas terminée
games-draw = Égalité, { $one } à { $two }
games-won = { $who ->
    [you] Vous avez gagné
   *[other] { $name } a gagné
}, { $one } à { $two }
games-not-fresh = (après un coup annulé ou un redémarrage)
games-open = Ouvrir
games-replay = Revoir
games-caption = Vos parties, les plus récentes d'abord
games-mode = Mode
games-result = Résultat
games-started = Commencée
games-active-time = Temps actif
games-links = Liens

games-loading-game = Chargement de la partie…
games-replay-start = Le début.
games-perfect-play = Avec un jeu parfait : { $judgement }
games-resigned = { $who ->
    [you] Vous avez abandonné.
   *[other] { $name } a abandonné.
}
games-study = Étudier cette position
games-replay-of = Revoir { $setup }
games-step = Coup { $step } sur { $total }. { $said }
games-steps = Étapes de la relecture
games-first = Début
games-previous = Précédent
games-next = Suivant
games-last = Fin
games-export = Exporter le relevé de la partie (texte)
games-analysis = Analyse de cette partie
