## /faq: the questions players ask, answered briefly.

faq-title = Questions et réponses sur le Kalah
faq-description = Des réponses courtes sur le Kalah : mancala ou Kalah, tours supplémentaires, captures, fin de partie, jouer avec un ami, appareils et accessibilité.
faq-heading = Questions et réponses

faq-mancala-question = Le mancala, c'est la même chose que le Kalah ?
# Followed by a link to the variants page, then faq-mancala-after.
faq-mancala-before = Le mancala désigne toute la famille des jeux de semailles ; le Kalah en fait partie. Au Kalah, vous capturez depuis la case en face de votre propre case vide ; à l'oware, par exemple, vous capturez du côté de votre adversaire en amenant une case à 2 ou 3 graines. Voir
faq-mancala-link = la famille du mancala
faq-mancala-after = .

faq-store-question = Que se passe-t-il quand ma dernière graine tombe dans mon grenier ?
# Followed by a link to the rules.
faq-store-answer = Vous rejouez, autant de fois que cela arrive. La dernière graine ne peut jamais tomber dans le grenier de votre adversaire, car on le saute en semant.
faq-store-link = Les règles

faq-capture-question = Quand est-ce que je capture ?
faq-capture-answer = Seulement quand votre dernière graine tombe dans une case vide de votre côté et que la case d'en face contient des graines. Vous mettez cette graine et celles d'en face dans votre grenier, puis c'est à l'adversaire de jouer.

faq-end-question = Quand la partie se termine-t-elle ?
faq-end-answer = Après n'importe quel coup qui vide l'un des deux côtés. Les graines encore dans les cases reviennent au joueur à qui appartient le côté. Avec 48 graines, 25 dans votre grenier suffisent pour gagner.

faq-perfect-question = Qui gagne si l'on joue parfaitement ?
# “Expert” is the computer's strongest level. Followed by a link to the history page.
faq-perfect-answer = Le premier joueur, de 8 graines, et seulement en ouvrant par la case 3. Notre niveau Expert joue parfaitement.
faq-perfect-link = L'histoire et le jeu résolu

faq-friend-question = Comment jouer en ligne avec un ami ?
# “Play a friend” and “Join” are the buttons' words.
faq-friend-answer = Sur la page d'accueil, choisissez « Jouer avec un ami », envoyez le lien, et votre ami appuie sur « Rejoindre » ; vous jouez en premier. Une salle ferme 30 minutes après le départ des deux joueurs, et 24 heures après sa création.

faq-device-question = Puis-je continuer sur mon téléphone ?
# Around a link to the page “Continue on another device”.
faq-device-before = Oui : ouvrez la page
faq-device-link = Continuer sur un autre appareil
faq-device-after = puis ouvrez le lien (ou scannez le code) sur le téléphone. Gardez ce lien pour vous.

faq-account-question = Faut-il un compte, ou JavaScript ?
faq-account-answer = Aucun compte n'est nécessaire, et chaque page fonctionne sans JavaScript, au clavier seul et avec un lecteur d'écran. Avec JavaScript, les coups sont instantanés et animés.

faq-better-question = Comment progresser ?
# Around a link to the strategy page.
faq-better-before = Lisez les
faq-better-link = conseils de stratégie
faq-better-after = , essayez leurs positions et, après une partie, ouvrez son analyse pour voir quels coups vous ont coûté des graines.
