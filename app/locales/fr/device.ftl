## Continuer sur un autre appareil (/device) et l'autre côté du lien
## (/link/…).

device-title = Continuer sur un autre appareil
device-loading = Chargement de votre lien…
device-play-first = Jouez d'abord une partie : le lien emporte vos parties sur un autre appareil.
device-start-game = Commencer une partie
device-open-link = Ouvrez ce lien sur votre téléphone ou un autre ordinateur pour y poursuivre vos parties, exactement là où elles en sont.
device-keep-private = Gardez-le pour vous : toute personne qui a ce lien peut jouer à votre place.
device-link-label = Lien :
device-qr-alt = Code QR du lien ci-dessus
device-new-link = Créer un nouveau lien
device-new-link-note = Un nouveau lien remplace celui-ci : l'ancien lien ne fonctionne plus, et vos autres appareils sont déconnectés, sauf si vous les gardez.
device-keep-devices = Garder mes autres appareils connectés
device-devices-heading = Appareils connectés en votre nom
device-unknown-browser = un navigateur qui n'a pas dit son nom
device-this-one = (celui-ci)
device-column-browser = Navigateur
device-column-first = Vu la première fois
device-column-last = Vu la dernière fois
device-sign-out-others = Déconnecter tous les autres appareils
device-sign-out-this = Déconnecter cet appareil
device-sign-out-note = Déconnecter un appareil met fin à sa session tout de suite : sa page suivante repart de zéro, sans vos parties. Faites-le si quelqu'un d'autre a votre lien.

device-here-title = Continuez vos parties ici
device-here-intro = Ce lien apporte des parties d'un autre appareil. Continuez pour les jouer sur celui-ci ; ce navigateur partagera alors les parties et les succès de ce joueur.
device-continue-here = Continuer ici
device-switch-warning = Ce navigateur joue déjà comme un autre joueur, avec { $games ->
    [one] une partie
   *[other] { $games } parties
}. Continuer ici le fait passer au joueur de ce lien.
device-way-back = Pour revenir au joueur qu'il a maintenant, gardez son propre lien :
device-switch-here = Passer au joueur de ce lien
