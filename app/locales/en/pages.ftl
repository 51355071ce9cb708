## The page for a path that leads nowhere.

not-found-title = Page not found
not-found-text = There is nothing at this address.
not-found-link = Start a new game
