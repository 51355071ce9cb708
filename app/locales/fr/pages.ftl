## The page for a path that leads nowhere.

not-found-title = Page introuvable
not-found-text = Il n'y a rien à cette adresse.
not-found-link = Commencer une nouvelle partie
