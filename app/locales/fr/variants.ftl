## /variants: the Mancala family, and which variants can be played here.

variants-title = La famille du mancala et les variantes du Kalah
variants-description = Oware, bao, Kalah et Kalah à trois graines comparés, et les variantes du Kalah auxquelles vous pouvez jouer ici : de 3 à 6 graines par case et la règle de la capture à vide.
variants-heading = La famille du mancala

variants-oware-heading = Oware (awalé)
variants-oware-text = Le jeu de l'Afrique de l'Ouest, surtout au Ghana et en Côte d'Ivoire, et le jeu habituel des tournois. Deux rangées de six cases, semées dans le sens inverse des aiguilles d'une montre. Vous capturez quand votre dernière graine porte une case du côté de votre adversaire à exactement 2 ou 3 graines. Vous n'avez pas le droit de laisser votre adversaire sans graines, et la partie se termine quand un joueur ne peut plus jouer ou que ce qui reste ne peut plus être capturé.

variants-bao-heading = Bao
variants-bao-text = Joué en Tanzanie, au Kenya et le long de la côte swahilie : quatre rangées de huit cases et une phase d'ouverture bien à lui. Beaucoup le considèrent comme le jeu le plus profond de la famille.

variants-kalah-heading = Kalah
# Followed by a link to the rules.
variants-kalah-text = Le jeu de ce site : deux rangées de six cases et un grenier par joueur, avec des règles écrites datant du milieu du XXᵉ siècle. Les tours supplémentaires et les captures depuis vos propres cases vides le rendent rapide et tactique, et c'est la porte d'entrée habituelle dans la famille.
variants-kalah-link = Les règles du Kalah

variants-three-heading = Kalah à trois graines
variants-three-text = Le Kalah avec trois graines par case : 36 graines, des parties plus courtes et des captures plus précoces. Idéal pour les enfants et les parties rapides.

variants-here-heading = Les variantes auxquelles vous pouvez jouer ici
variants-here-stones = 3, 4, 5 ou 6 graines par case (4 est la règle standard).
variants-here-empty-capture = La règle de la capture à vide : la dernière graine, seule, est capturée même quand la case d'en face est vide (désactivée par défaut).
# Around a link to the home page. “Variant” is the name of the home page's
# variant choice.
variants-choose-before = Choisissez-les sur la
variants-choose-link = page d'accueil
variants-choose-after = sous « Variante », quelle que soit votre façon de jouer : contre l'ordinateur, à deux sur le même appareil ou avec un ami grâce à un lien.
