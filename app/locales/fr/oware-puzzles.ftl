# Les problèmes d'oware, sur la page des problèmes et sur celle de chaque problème.
oware-puzzles-heading = Problèmes d'oware
oware-puzzles-lead = Des finales tirées de la base de données des finales de l'oware où un coup se démarque quoi que rapporte une position répétée : c'est le seul coup qui conserve la victoire (ou l'égalité). Votre classement aux problèmes d'oware est distinct de celui des problèmes de Kalah.
oware-puzzles-today = Le problème d'oware du jour
oware-puzzles-for-you = Un problème d'oware pour vous
oware-puzzles-total = { $count } problèmes d'oware en tout, chacun prouvé par la base de données des finales.
oware-puzzles-rating = Votre classement aux problèmes d'oware : { $rating }.
oware-puzzles-rating-provisional = Votre classement aux problèmes d'oware : { $rating } (provisoire : quelques premiers essais de plus le fixeront).
oware-puzzles-puzzle = Problème d'oware { $id }
oware-puzzles-pit-least = case { $pit } aboutit à au moins { $value }
oware-puzzles-pit-most = case { $pit } à au plus { $value }
oware-puzzles-tried = Case { $pit } aboutit à au plus { $value }
oware-puzzles-whatever-the-rule = Chaque valeur est l'écart entre les captures avec un jeu parfait une fois toutes les graines jouées, tel que le prouve la base de données des finales, quoi que rapporte une position répétée.
