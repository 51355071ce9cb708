## Autour de chaque page : l'en-tête, le pied de page et le menu des langues.

site-skip = Aller à la partie
site-nav = Site
site-more = Autres pages
site-footer = Le Kalah, le jeu de mancala à deux rangées et deux greniers, joué selon ses règles standard.
nav-lobby = Jouer contre d'autres joueurs
nav-rules = Règles
nav-strategy = Stratégie
nav-games = Vos parties
nav-achievements = Succès
nav-tournaments = Tournois
nav-watch = Regarder des parties
nav-leaderboard = Classement général
nav-analysis = Plateau d'analyse
nav-puzzles = Problèmes
nav-history = Histoire
nav-faq = FAQ
nav-variants = Variantes
nav-device = Continuer sur un autre appareil
language-label = Langue
language-change = Changer
language-unknown = Ce site ne propose pas cette langue ({ $given }). Rien n'a changé ; choisissez-en une dans la liste.
language-unknown-title = Langue non proposée
back-to-kalah = Retour à Kalah
unavailable-title = Réessayez dans un instant
unavailable-message = Le serveur n'a pas pu enregistrer ni charger pour le moment, cette demande n'a donc rien fait. Veuillez réessayer dans un instant.
refused-other-site-title = Envoyé depuis un autre site
refused-other-site = Ce formulaire a été envoyé à Kalah par la page d'un autre site : il a donc été refusé et rien n'a changé. Pour jouer, ouvrez Kalah directement.
refused-too-large-title = Envoi trop volumineux
refused-too-large = Cette demande était bien plus volumineuse que n'importe quel formulaire de ce site : elle a donc été refusée et rien n'a changé.
refused-slow-down-title = Doucement
refused-not-done-title = Rien n'a été fait
refused-unreadable-title = Formulaire incompris
refused-unreadable = Ce formulaire n'a pas pu être lu : il a été refusé et rien n'a changé. Revenez à la page et envoyez-le depuis celle-ci.

## Le relevé de partie à télécharger. Les coups et les positions sont dans
## la notation de la page des règles et restent tels quels.

record-title = Relevé de partie de Kalah
record-variant = Variante : { $stones } graines par case, capture standard
record-variant-empty-capture = Variante : { $stones } graines par case, capture à vide
record-start = Départ : { $position }
record-moves = Coups : { $moves }
record-position = Position : { $position }
record-unproved = Non prouvé (recherche du niveau Expert) : coups { $plies }
record-resigned = Abandon : { $name }
