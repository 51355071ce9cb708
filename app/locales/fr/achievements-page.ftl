## La page des succès (/achievements).

achievements-page-title = Succès
achievements-page-loading = Chargement…
achievements-page-reached = Obtenu le { $date }
achievements-page-not-yet = Pas encore
achievements-page-count = { $count } sur { $total } obtenus.
