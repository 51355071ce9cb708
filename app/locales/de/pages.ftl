## The page for a path that leads nowhere.

not-found-title = Seite nicht gefunden
not-found-text = Unter dieser Adresse gibt es nichts.
not-found-link = Neue Partie starten
