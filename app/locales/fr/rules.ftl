## /rules: the rules for a first game, with diagrams.
## A diagram's caption is also what a screen reader calls its board.

rules-title = Comment jouer au Kalah
rules-description = Les règles du Kalah pour une première partie : les semailles, les tours supplémentaires, les captures et la fin de partie, avec de petits schémas du plateau.
rules-lead = Deux joueurs, douze cases, deux greniers, 48 graines. On fait circuler les graines autour du plateau ; celui qui en a le plus dans son grenier à la fin gagne.

rules-board-heading = Le plateau
rules-board-text = Chaque joueur possède les six cases de son côté et le grenier (la grande case) à sa droite. Au départ, chaque case contient quatre graines et les deux greniers sont vides. Le Joueur 1 commence.
rules-board-caption = Le départ : quatre graines dans chaque case, greniers vides. Les cases du Joueur 1 forment la rangée du bas, numérotées de 1 à 6 de gauche à droite ; son grenier est à droite.

rules-sowing-heading = Semer
rules-sowing-text = À votre tour, choisissez une de vos cases qui contient des graines. Prenez-les toutes et déposez-en une dans chaque case suivante, dans le sens inverse des aiguilles d'une montre : le long de votre rangée, dans votre propre grenier, puis le long de la rangée de votre adversaire. Le grenier de votre adversaire est toujours sauté.
rules-sowing-caption = Le Joueur 1 a semé la case 6 : une graine dans son grenier, puis une dans chacune des trois premières cases du Joueur 2. C'est au Joueur 2 de jouer.

rules-extra-heading = Tour supplémentaire
rules-extra-text = Si votre dernière graine tombe dans votre propre grenier, vous rejouez. Il n'y a pas de limite : un bon coup peut en amener un autre.
rules-extra-caption = Le Joueur 1 a semé la case 3 : ses quatre graines arrivent pile dans le grenier, donc le Joueur 1 rejoue.

rules-lap-heading = Faire le tour du plateau
rules-lap-text = Une case de 13 graines ou plus fait faire aux graines le tour complet du plateau : au-delà de votre grenier, le long de la rangée de votre adversaire (jamais dans son grenier) et de retour dans vos propres cases, y compris la case de départ.
rules-lap-caption = Le Joueur 1 a semé 13 graines depuis la case 3. La dernière est revenue dans la case 3, vide entre-temps : elle a donc capturé les 5 graines d'en face en plus d'elle-même.

rules-capture-heading = La capture
rules-capture-text = Si votre dernière graine tombe dans une case vide de votre côté et que la case d'en face, chez votre adversaire, contient des graines, vous capturez : cette dernière graine et toutes les graines d'en face vont dans votre grenier. Puis c'est à l'adversaire de jouer.
rules-capture-caption = Le Joueur 1 a semé la case 1 : sa seule graine est tombée dans la case 2, vide, en face de la case 5 du Joueur 2 qui contenait 6 graines. Les 7 sont allées dans le grenier du Joueur 1.

rules-no-capture-heading = Pas de capture si la case d'en face est vide
rules-no-capture-text = Si la case d'en face est vide, rien n'est capturé : la graine reste simplement là où elle est tombée.
rules-no-capture-caption = Le même coup, mais la case 5 du Joueur 2 était vide : la graine reste dans la case 2 et c'est à l'adversaire de jouer.

rules-end-heading = La fin de la partie
rules-end-text = La partie se termine dès que les six cases de l'un des joueurs sont vides, après n'importe quel coup, même un coup qui a donné un tour supplémentaire. Chaque graine encore dans une case va alors dans le grenier du joueur de ce côté. Celui qui a le plus de graines dans son grenier gagne ; 24 à 24 est une égalité. Avec 48 graines, 25 dans votre grenier vous assurent la victoire, quoi qu'il arrive ensuite.
rules-end-caption = Le Joueur 1 a terminé dans son grenier avec sa dernière graine, vidant ainsi son côté. Le Joueur 2 récupère les 16 graines restées de son côté et gagne 27 à 21.

rules-house-heading = Des règles maison que vous croiserez peut-être ailleurs
# Followed by a link to the variants page, then rules-house-after.
rules-house-before = Certains sites et jeux du commerce se jouent un peu différemment. Par défaut, nous jouons avec les règles ci-dessus ; la règle de la capture à vide peut être choisie au début d'une partie (voir
rules-house-link = Variantes
rules-house-after = ).
rules-house-until-stuck = La partie continue jusqu'à ce que le joueur dont c'est le tour n'ait plus de graines, au lieu de s'arrêter dès qu'un côté est vide.
rules-house-pass = Un joueur sans graines passe simplement son tour.
rules-house-empty-capture = La dernière graine, seule, est capturée même quand la case d'en face est vide (la règle de la capture à vide).
rules-house-pie = La règle du gâteau : après le premier coup, le second joueur peut échanger les côtés, pour compenser l'avantage du premier joueur.

rules-start-link = Commencer une partie
rules-strategy-link = Conseils de stratégie
