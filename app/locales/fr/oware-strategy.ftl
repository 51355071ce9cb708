## /oware/strategy: four ideas, each with a position to practise against the
## computer, and a word on the endgame.

oware-strategy-title = Stratégie de l'Oware
oware-strategy-description = Des conseils d'Oware avec des positions pour s'entraîner : repérer les cases à une ou deux graines, construire un kroo, garder un coup d'attente et nourrir une rangée vide.
oware-strategy-lead = Quatre idées que les bons joueurs gardent en tête, chacune avec une position où elle fait la différence ; essayez-la contre l'ordinateur (niveau Moyen), c'est à vous de jouer. Puis un mot sur le compte final.
oware-strategy-try = Essayer contre l'ordinateur
oware-strategy-rules-link = Comment jouer à l'Oware
oware-strategy-history-link = L'histoire de l'Oware

## Each idea: a heading, the advice, and the caption of its board.

oware-strategy-targets-title = Comptez les 1 et les 2
oware-strategy-targets-advice = Une case est capturée quand votre dernière graine la porte à 2 ou 3 : les cases à repérer sont donc celles de votre adversaire qui contiennent 1 ou 2 graines. Comptez où finit chacune de vos cases : si la dernière graine tombe sur une telle case, vous la capturez, ainsi que les cases juste avant elle tant qu'elles atteignent aussi 2 ou 3. Vos propres cases à 1 ou 2 graines sont de la même façon les cibles de votre adversaire : remplissez-les ou déplacez-les avant qu'il ne les prenne.
oware-strategy-targets-caption = Les cases 1, 2 et 3 du Joueur 2 contiennent 2, 2 et 1 graines. Votre case 1 sème 8 graines et la dernière tombe dans sa case 3, qui contient alors 2 graines, tandis que ses cases 2 et 1 en contiennent 3 chacune : les trois sont capturées, 8 graines, et aucune réponse du Joueur 2 ne capture quoi que ce soit.

oware-strategy-kroo-title = Construisez un kroo
oware-strategy-kroo-advice = Une case de 12 graines ou plus, que les joueurs appellent un kroo, fait le tour complet du plateau en sautant la case d'où elle part, et son deuxième tour dépose d'autres graines dans la rangée de votre adversaire. Les cases qui y contenaient 0 ou 1 graine peuvent finir à 2 ou 3, si bien qu'un seul coup peut capturer plusieurs cases à la fois. Laissez un kroo grossir discrètement, comptez où tombera sa dernière graine, et jouez-le quand la rangée de votre adversaire est dégarnie. Surveillez pour la même raison les grosses cases de votre adversaire.
oware-strategy-kroo-caption = Votre case 5 contient 17 graines. Onze font un tour complet du plateau ; les six dernières tombent dans votre case 6 et dans les cases 1 à 5 du Joueur 2, qui contiennent ensuite 2, 2, 3, 3 et 2 graines : les cinq sont capturées, 12 graines.

oware-strategy-tempo-title = Gardez un coup d'attente
oware-strategy-tempo-advice = Quand les deux rangées sont dégarnies, chaque coup change quelque chose : il vide une case, fait passer une graine de l'autre côté ou laisse un 1 ou un 2 à prendre pour l'adversaire. Une petite case que vous pouvez semer sans rien donner est un coup d'attente : tant que vous en avez un, vous pouvez attendre, et c'est votre adversaire qui doit affaiblir sa rangée. Gardez ces coups en réserve, et comptez combien il en reste à votre adversaire.
oware-strategy-tempo-caption = La graine seule de votre case 1 est un coup d'attente : semée dans la case 2, elle ne donne rien, et chacun des trois coups du Joueur 2 vous permet ensuite de capturer. Tout autre coup laisse cette graine dans la case 1, où la case 6 du Joueur 2 l'atteint et capture 2 graines.

oware-strategy-feeding-title = Nourrissez le moins possible
oware-strategy-feeding-advice = Quand votre adversaire n'a plus de graines, vous devez jouer un coup qui lui en donne ; les coups qui restent dans votre camp sont interdits. Si aucun coup ne peut l'atteindre, la partie se termine et vous gardez les graines de votre rangée. Parmi les coups qui le nourrissent, choisissez celui qui donne le moins de graines, ou un coup qui prépare une capture : chaque graine donnée offre des coups à votre adversaire, et les graines restées dans sa rangée comptent pour lui à la fin.
oware-strategy-feeding-caption = Le Joueur 2 n'a plus de graines. Vos cases 1 et 2 n'atteignent pas sa rangée, elles ne peuvent donc pas être jouées ; la case 3 lui donnerait 6 graines et la case 4 lui en donnerait 4, alors que la case 5 ne lui en donne qu'une.

## The endgame: advice only, no board.

oware-strategy-endgame-title = Comptez jusqu'à vingt-cinq
oware-strategy-endgame-advice = Avec 48 graines, 25 graines capturées assurent la victoire, et 24 à 24 est une égalité. En fin de partie, comptez ce qui reste sur le plateau : quand le joueur dont c'est le tour n'a plus de graines, ou ne peut pas en donner à un adversaire qui n'en a plus, ou quand une position se répète, la partie se termine et chaque joueur ajoute à ses captures les graines de sa propre rangée. Gardez assez de graines dans votre camp pour ce compte, et souvenez-vous qu'ici un coup qui prendrait toutes les graines restantes de votre adversaire ne capture rien.
