## /oware/rules: Oware's rules for a first game, each with a worked example
## drawn before and after its move. A diagram's caption is also what a
## screen reader calls its board.

oware-rules-title = Comment jouer à l'Oware
oware-rules-description = Les règles de l'Oware (appelé aussi Awalé ou Awari) pour une première partie : les semailles, le tour complet, les captures, l'obligation de nourrir, le grand chelem et la fin de partie, avec des exemples sur de petits schémas du plateau.
oware-rules-lead = Deux joueurs, douze cases, 48 graines et pas de grenier. On sème les graines autour du plateau, on capture des 2 et des 3 dans la rangée de l'adversaire sans jamais le laisser sans graines, et on gagne en prenant plus de la moitié des graines.

oware-rules-board-heading = Le plateau
oware-rules-board-text = Le plateau a deux rangées de six cases. Chaque joueur possède la rangée qui est devant lui et en numérote les cases de 1 à 6 à partir de sa gauche. Au départ, chaque case contient quatre graines, 48 en tout. Il n'y a pas de grenier en jeu : chaque joueur garde à côté du plateau les graines qu'il capture. Le Joueur 1 commence.
oware-rules-board-caption = Le départ : quatre graines dans chaque case, aucune capture pour l'instant. Les cases du Joueur 1 forment la rangée du bas, numérotées de 1 à 6 de gauche à droite ; celles du Joueur 2 forment la rangée du haut, numérotées à partir de sa gauche à lui, donc de droite à gauche pour vous. Les nombres à côté des rangées sont les graines capturées par chaque joueur.

oware-rules-sowing-heading = Semer
oware-rules-sowing-text = À votre tour, choisissez une de vos cases qui n'est pas vide. Prenez toutes ses graines et déposez-les une par une dans les cases suivantes, dans le sens inverse des aiguilles d'une montre : le long de votre rangée jusqu'à la case 6, puis le long de la rangée de votre adversaire à partir de sa case 1, et ainsi de suite en tournant. Les graines ne vont jamais ailleurs que dans les cases.
oware-rules-sowing-before = Le départ. Le Joueur 1 sème la case 6 et ses quatre graines.
oware-rules-sowing-after = Une graine est tombée dans chacune des cases 1 à 4 du Joueur 2, qui en contiennent maintenant 5. La case 6 du Joueur 1 est vide, et c'est au Joueur 2 de jouer.

oware-rules-lap-heading = Faire le tour du plateau
oware-rules-lap-text = Une case de 12 graines ou plus les envoie faire le tour complet du plateau. La case d'où elles viennent est sautée : elle reste vide, et les semailles continuent dans la case suivante.
oware-rules-lap-before = Le Joueur 1 sème la case 1 et ses 12 graines.
oware-rules-lap-after = Onze graines sont allées une par une dans les onze autres cases. La douzième a sauté la case 1, qui reste vide, et est tombée dans la case 2, qui en contient maintenant 2.

oware-rules-capture-heading = La capture
oware-rules-capture-text = Si votre dernière graine tombe dans une case de votre adversaire et que cette case contient alors 2 ou 3 graines, vous les capturez. Regardez ensuite la case précédente : si elle est aussi dans la rangée de votre adversaire et contient aussi 2 ou 3 graines, vous la capturez également, et ainsi de suite en remontant.
oware-rules-chain-before = La case 1 du Joueur 2 contient 2 graines et sa case 2 en contient une. Le Joueur 1 sème la case 4 et ses quatre graines.
oware-rules-chain-after = La dernière graine a porté la case 2 du Joueur 2 à 2, et la graine d'avant a porté la case 1 à 3. Le Joueur 1 a capturé les deux, soit 5 graines, et en a maintenant 19.
oware-rules-chain-stops-text = La chaîne s'arrête à la première case qui contient un autre nombre de graines, ou qui est dans votre propre rangée. Les cases au-delà sont à l'abri, même si elles contiennent 2 ou 3 graines.
oware-rules-chain-stops-before = Presque le même plateau, mais la case 1 du Joueur 2 contient 4 graines et sa case 4 en contient 3. Le Joueur 1 sème la case 4 et ses quatre graines.
oware-rules-chain-stops-after = La case 2 contenait maintenant 2 graines et a été capturée, mais la case 1 est passée à 5, donc la chaîne s'est arrêtée là : le Joueur 1 n'a capturé que 2 graines et en a maintenant 16. La case 4 du Joueur 2 contient toujours 3 graines : la chaîne ne l'a jamais atteinte.

oware-rules-feeding-heading = Nourrir son adversaire
oware-rules-feeding-text = Si votre adversaire n'a plus de graines, vous devez jouer un coup qui lui en donne. Un coup qui laisse sa rangée vide est refusé tant qu'un autre coup l'atteint. Si aucun de vos coups ne le peut, la partie se termine.
oware-rules-feeding-before = Le Joueur 2 n'a plus de graines. La case 1 du Joueur 1 mettrait sa seule graine dans la case 2, dans la rangée du Joueur 1 lui-même : elle est donc refusée. Le Joueur 1 sème la case 5 et ses trois graines.
oware-rules-feeding-after = Les graines de la case 5 sont allées dans la case 6 du Joueur 1 et dans les cases 1 et 2 du Joueur 2. Le Joueur 2 a de nouveau des graines, et c'est à lui de jouer.

oware-rules-grand-slam-heading = Le grand chelem
oware-rules-grand-slam-text = Un grand chelem est un coup qui capturerait toutes les graines qu'il reste à votre adversaire dans sa rangée. Par défaut, vous pouvez le jouer, mais il ne capture rien : les graines restent là où elles sont tombées.
oware-rules-grand-slam-before = Le Joueur 2 a 1 graine dans sa case 1 et 2 dans sa case 2. Le Joueur 1 sème la case 6 et ses deux graines.
oware-rules-grand-slam-after = Ce coup aurait capturé les deux cases du Joueur 2, soit toutes ses 5 graines : il n'a donc rien capturé. Le Joueur 1 n'a plus de graines et aucun coup du Joueur 2 ne l'atteint, donc la partie est terminée : le Joueur 2 ajoute les 5 graines de sa rangée et gagne 28 à 20.
oware-rules-grand-slam-forbidden-text = Avec l'autre option, « interdit, sauf s'il est le seul coup possible », un grand chelem est refusé tant que vous avez un autre coup. S'il est votre seul coup, vous le jouez, et il ne capture rien.
oware-rules-grand-slam-forbidden-before = Avec l'option « interdit, sauf s'il est le seul coup possible » : la case 6 du Joueur 1 capturerait les deux cases du Joueur 2, soit toutes ses 5 graines ; elle est donc refusée. Le Joueur 1 sème la case 1 et sa seule graine.
oware-rules-grand-slam-forbidden-after = La graine est allée dans la case 2 du Joueur 1. Rien n'a été capturé, et c'est au Joueur 2 de jouer.

oware-rules-end-heading = La fin de la partie
oware-rules-end-text = Un joueur qui a capturé plus de 24 graines, plus de la moitié, a gagné, et la partie se termine. Elle se termine aussi quand le joueur dont c'est le tour n'a plus de graines, ou ne peut pas en donner à un adversaire qui n'en a plus : chaque joueur ajoute alors à ses captures les graines de sa propre rangée. Celui qui a le plus de graines gagne ; 24 à 24 est une égalité.

oware-rules-repetition-heading = Une position répétée
oware-rules-repetition-text = Si une position revient, avec les mêmes graines dans chaque case et au même joueur de jouer, la partie se termine. Une capture change les graines, donc seules les positions depuis la dernière capture peuvent revenir. Par défaut, chaque joueur ajoute alors à ses captures les graines de sa propre rangée.
oware-rules-repetition-before = Une graine chacun, et c'est au Joueur 1 de jouer. Le Joueur 1 sème la case 2 ; ensuite les deux graines se poursuivent autour du plateau, une case par coup.
oware-rules-repetition-after = Après douze coups, la première position est revenue, donc la partie s'est terminée. Chaque joueur a pris la graine de sa propre rangée : 24 à 24, une égalité.

oware-rules-options-heading = Deux options
oware-rules-options-text = Les joueurs ne sont pas tous d'accord sur deux points, vous pouvez donc les choisir au début d'une partie. Par défaut, nous jouons le premier choix de chacune ; aucune des deux options ne change une autre règle.
oware-rules-option-grand-slam = Grand chelem : « autorisé, ne capture rien », comme le jouent l'Oware Society et PlayStrategy, ou « interdit, sauf s'il est le seul coup possible », la convention de la recherche sur l'Awari.
oware-rules-option-cycles = Position répétée : « chacun prend les graines de sa rangée », comme sur PlayStrategy, ou « les graines restantes sont partagées » à parts égales, une graine en trop n'allant à personne, comme dans les bases de données publiées de l'Awari.

oware-rules-play-link = Jouer à l'Oware
oware-rules-strategy-link = Stratégie de l'Oware
oware-rules-history-link = L'histoire de l'Oware
