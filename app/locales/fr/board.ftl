## La partie en mots : camps, configurations, coups, tours, résultats et
## plateau lu à voix haute. Dit dans les îlots : seulement du texte, des
## variables et des choix sur une variable.
##
## $who, $owner, $winner : le camp — you, computer, friend, one, two ou
## named ; $name, $owner_name, $winner_name donnent son nom (side-name).
## L'ordinateur et l'ami ont leurs propres variantes, pour l'article.

side-name = { $who ->
    [you] Vous
    [computer] Ordinateur
    [friend] Votre ami
    [one] Joueur 1
    [two] Joueur 2
   *[named] { $name }
}

level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert

setup-computer = contre l'ordinateur · { $level } · vous jouez { $seat ->
    [one] en premier
   *[two] en second
}
setup-same-device = 2 joueurs sur cet appareil
setup-friend = contre un ami · vous jouez { $seat ->
    [one] en premier
   *[two] en second
}
setup-named = contre { $name } · vous jouez { $seat ->
    [one] en premier
   *[two] en second
}
setup-watching = Deux amis, vous regardez
setup-watching-named = { $one } contre { $two }, vous regardez
setup-stones = { $stones } graines
setup-stones-empty-capture = { $stones } graines · capture à vide

game-aborted = La partie a été annulée : pas de résultat, et aucun changement de classement.
game-resigned = { $who ->
    [you] Vous avez abandonné.
    [computer] L'ordinateur a abandonné.
    [friend] Votre ami a abandonné.
   *[other] { $name } a abandonné.
} { $winner ->
    [you] Vous gagnez.
    [computer] L'ordinateur gagne.
    [friend] Votre ami gagne.
   *[other] { $winner_name } gagne.
}
game-out-of-time = { $who ->
    [you] Vous n'avez plus de temps.
    [computer] L'ordinateur n'a plus de temps.
    [friend] Votre ami n'a plus de temps.
   *[other] { $name } n'a plus de temps.
} { $winner ->
    [you] Vous gagnez.
    [computer] L'ordinateur gagne.
    [friend] Votre ami gagne.
   *[other] { $winner_name } gagne.
}

turn-yours = À vous de jouer.
turn-computer = À l'ordinateur de jouer.
turn-friend = À votre ami de jouer.
turn-named = À { $name } de jouer.
turn-to-move = { $name } joue.

achievement-unlocked = Succès débloqué : { $title }.
move-unproved = Non prouvé : le niveau Expert a choisi ce coup par une recherche.
status-thinking = L'ordinateur réfléchit…
status-sowing = Semis en cours…

note-undone = Coup annulé.
note-redone = Coup rejoué.
note-paused = Partie en pause.
note-resumed = Partie reprise.
note-restarted = La partie a recommencé.
note-handed-over = Votre ami est parti ; l'ordinateur ({ $level }) joue à sa place.
note-no-first-move = { $who ->
    [you] Vous n'avez pas joué votre premier coup à temps.
   *[other] { $name } n'a pas joué son premier coup à temps.
}

hint = Indice : semez la case { $pit }.
hint-ahead = Avec un jeu parfait à partir d'ici, vous finissez avec { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} d'avance.
hint-behind = Si les deux camps jouent parfaitement à partir d'ici, vous finissez avec { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} de retard.
hint-draw = Si les deux camps jouent parfaitement à partir d'ici, la partie se termine sur une égalité.
hint-unsolved = (Le meilleur coup trouvé dans le temps imparti.)

judged = Coup { $number } : { $who ->
    [you] vous avez
    [computer] l'ordinateur a
    [friend] votre ami a
   *[other] { $name } a
} semé la case { $pit }, { $judgement }
judged-solving = Coup { $number } : { $who ->
    [you] vous avez
    [computer] l'ordinateur a
    [friend] votre ami a
   *[other] { $name } a
} semé la case { $pit }. Pas encore évalué : calcul en cours.
judged-unsolved = Coup { $number } : { $who ->
    [you] vous avez
    [computer] l'ordinateur a
    [friend] votre ami a
   *[other] { $name } a
} semé la case { $pit }. Non évalué : la position n'a pas pu être résolue ici dans le temps imparti.
judgement = valeur { $value } ; { $verdict } (meilleur : case { $best_pit }, { $best }).
verdict-kept-win = victoire conservée
verdict-kept-draw = égalité conservée
verdict-best = le meilleur coup possible
verdict-lost = { $count ->
    [one] { $count } graine perdue
   *[other] { $count } graines perdues
}

# Après « dans » : « dernière graine dans votre grenier ».
place-pit = { $owner ->
    [you] votre case { $pit }
    [computer] la case { $pit } de l'ordinateur
    [friend] la case { $pit } de votre ami
    [one] la case { $pit } du Joueur 1
    [two] la case { $pit } du Joueur 2
   *[other] la case { $pit } de { $owner_name }
}
place-store = { $owner ->
    [you] votre grenier
    [computer] le grenier de l'ordinateur
    [friend] le grenier de votre ami
    [one] le grenier du Joueur 1
    [two] le grenier du Joueur 2
   *[other] le grenier de { $owner_name }
}

move-capture = { $who ->
    [you] Vous avez
    [computer] L'ordinateur a
    [friend] Votre ami a
   *[other] { $name } a
} semé la case { $pit } et capturé { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} dans la case { $facing }.
move-extra-turn = { $who ->
    [you] Vous avez
    [computer] L'ordinateur a
    [friend] Votre ami a
   *[other] { $name } a
} semé la case { $pit } : dernière graine dans { $place }, tour supplémentaire.
move-landed = { $who ->
    [you] Vous avez
    [computer] L'ordinateur a
    [friend] Votre ami a
   *[other] { $name } a
} semé la case { $pit } : dernière graine dans { $place }.
move-sowed = { $who ->
    [you] Vous avez
    [computer] L'ordinateur a
    [friend] Votre ami a
   *[other] { $name } a
} semé la case { $pit }.
swept = { $count ->
    [one] { $count } graine va
   *[other] { $count } graines vont
} dans { $owner ->
    [you] votre grenier
    [computer] le grenier de l'ordinateur
    [friend] le grenier de votre ami
    [one] le grenier du Joueur 1
    [two] le grenier du Joueur 2
   *[other] le grenier de { $owner_name }
}
game-over = Un camp est vide : la partie est terminée.
game-over-swept = Un camp est vide : la partie est terminée ; { $swept }.
game-over-swept-both = Un camp est vide : la partie est terminée ; { $first } et { $second }.

result-draw = Égalité, { $one } à { $two }.
result-win = { $who ->
    [you] Vous gagnez
    [computer] L'ordinateur gagne
    [friend] Votre ami gagne
   *[other] { $name } gagne
} { $score } à { $other_score }.

pit-label = { $owner ->
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
store-label = { $owner ->
    [you] Votre grenier
    [computer] Grenier de l'ordinateur
    [friend] Grenier de votre ami
    [one] Grenier du Joueur 1
    [two] Grenier du Joueur 2
   *[other] Grenier de { $owner_name }
}, { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}
pits-label = Commandes par boutons : cases et greniers
pit-last-move = (dernier coup)
side-label = J{ $number } · { $name }

outcome-draws = fait égalité
outcome-wins = gagne de { $count }
outcome-loses = perd de { $count }

span-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
span-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}

## Le plateau en mots (lecture à voix haute).

readouts-summary = Le plateau en mots
row = { $owner ->
    [you] Votre rangée
    [computer] Rangée de l'ordinateur
    [friend] Rangée de votre ami
    [one] Rangée du Joueur 1
    [two] Rangée du Joueur 2
   *[other] Rangée de { $owner_name }
}, cases 1 à 6 : { $counts }.
stores = Greniers : { $near } { $near_count }, { $far } { $far_count }.
forecast-over = La partie est terminée.
forecast-empty = La case { $pit } est vide.
forecast-lands = Case { $pit } : la dernière graine tombe dans { $place }.
forecast-capture = Case { $pit } : la dernière graine tombe dans { $place } et capture { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}.
forecast-extra-turn = Case { $pit } : la dernière graine tombe dans { $place }, tour supplémentaire.
forecast-ends = Ce coup termine la partie.
forecasts-heading = Ce que ferait chacune { $owner ->
    [you] de vos cases
    [computer] des cases de l'ordinateur
    [friend] des cases de votre ami
    [one] des cases du Joueur 1
    [two] des cases du Joueur 2
   *[other] des cases de { $owner_name }
}
last-move = Dernier coup : { $move }
last-move-none = Aucun coup depuis le début de la partie ou la dernière annulation.

## Les succès.

achievement-first-sow = Premier semis
achievement-extra-turn = Tour supplémentaire
achievement-capture = Première capture
achievement-finished = Partie terminée
achievement-win-vs-computer = Victoire contre l'ordinateur
achievement-fresh-hard-win = Victoire sans aide en Difficile ou Expert
achievement-clean-win = Victoire nette
achievement-three-levels = Trois niveaux
achievement-first-sow-how = Semez une case pour la première fois.
achievement-extra-turn-how = Terminez un semis dans votre grenier pour gagner un tour supplémentaire.
achievement-capture-how = Capturez des graines en terminant dans l'une de vos cases vides.
achievement-finished-how = Terminez une partie.
achievement-win-vs-computer-how = Gagnez une partie contre l'ordinateur.
achievement-fresh-hard-win-how = Gagnez en Difficile ou Expert sans annuler de coup ni recommencer.
achievement-clean-win-how = Gagnez contre l'ordinateur sans annuler de coup ni recommencer.
achievement-three-levels-how = Gagnez sans annuler de coup ni recommencer contre trois niveaux différents.
