## The page for a path that leads nowhere.

not-found-title = Página não encontrada
not-found-text = Não há nada neste endereço.
not-found-link = Começar uma nova partida
