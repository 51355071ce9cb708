## /strategy: six tips, each with a position to practise against the computer.

strategy-title = Stratégie du Kalah
strategy-description = Des conseils de Kalah avec des positions pour s'entraîner : tours supplémentaires, le tour complet à 13 graines, se défendre contre les captures et compter en fin de partie.
strategy-lead = Six habitudes des bons joueurs. Chacune s'accompagne d'une position où elle fait la différence ; essayez-la contre l'ordinateur (niveau Moyen), c'est à vous de jouer.
strategy-try = Essayer contre l'ordinateur
strategy-rules-link = Les règles
strategy-faq-link = FAQ

## Each tip: a heading, the advice, and the caption of its board.

strategy-count-title = Comptez jusqu'à votre grenier
strategy-count-advice = Une case dont les graines atteignent exactement votre grenier vous donne un tour supplémentaire : il faut 1 graine dans la case 6, 2 dans la case 5, 3 dans la case 4 et 4 dans la case 3. Au départ, la case 3 est dans ce cas, et c'est la seule ouverture qui préserve l'avantage gagnant du premier joueur.
strategy-count-caption = Le départ : la case 3 contient 4 graines, juste assez pour atteindre le grenier.

strategy-nearest-title = La plus proche du grenier d'abord
strategy-nearest-advice = Quand plusieurs cases donnent un tour supplémentaire, semez d'abord celle qui est la plus proche de votre grenier. Si vous semez d'abord une case plus éloignée, vous déposez une graine dans la plus proche et la gâchez.
strategy-nearest-caption = La case 6 (1 graine) et la case 5 (2 graines) atteignent toutes deux le grenier : semez la case 6, puis la case 5.

strategy-thirteen-title = Treize graines rentrent à la maison
strategy-thirteen-advice = Une case contenant exactement 13 graines fait le tour complet du plateau et la dernière graine retombe dans cette même case, vide entre-temps, juste après que la case d'en face a reçu une graine : la capture est assurée.
strategy-thirteen-caption = La case 3 contient 13 graines : en la semant, vous capturez la case d'en face, avec la graine que le tour y a déposée.

strategy-threat-title = Surveillez les cases vides de l'adversaire
strategy-threat-advice = Vos graines situées en face d'une case vide de l'adversaire peuvent être capturées s'il peut y terminer un semis. Déplacez les graines menacées, ou semez une graine dans sa case vide.
strategy-threat-caption = La case 5 du Joueur 2 est vide et sa case 4 contient 1 graine : vos 6 graines de la case 2 sont en danger.

strategy-empty-side-title = Comptez avant de vider votre camp
strategy-empty-side-advice = Quand un camp se retrouve vide, la partie s'arrête et les graines restantes reviennent au camp où elles se trouvent. Vider votre propre camp peut terminer la partie alors que votre adversaire a encore des graines, et il les garde : comptez d'abord.
strategy-empty-side-caption = Semer la case 6 termine la partie : le Joueur 2 garde 16 graines et gagne 27 à 21.

strategy-majority-title = Vingt-cinq, c'est gagné
strategy-majority-advice = Avec 48 graines, 25 dans votre grenier vous assurent la victoire quoi qu'il arrive ensuite. Une fois que vous les avez, jouez la sécurité ; d'ici là, comptez ce qui reste sur le plateau.
strategy-majority-caption = Le Joueur 1 a 22 graines dans son grenier et 3 dans son camp : chaque graine compte encore.
