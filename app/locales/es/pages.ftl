## The page for a path that leads nowhere.

not-found-title = Página no encontrada
not-found-text = No hay nada en esta dirección.
not-found-link = Empezar una partida nueva
