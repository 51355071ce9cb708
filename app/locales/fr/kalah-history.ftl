## /history: where Kalah comes from, with numbered sources.

kalah-history-title = L'histoire du Kalah et du mancala
kalah-history-description = D'où vient le Kalah : la famille du mancala, sa diffusion et son archéologie, l'histoire commerciale et le brevet du Kalah, et comment les ordinateurs ont résolu le jeu.
kalah-history-heading = L'histoire du Kalah
# The spoken name of a reference mark such as [3].
kalah-history-source-label = source { $number }

kalah-history-family-heading = Une famille de jeux de semailles
kalah-history-family = Le mancala n'est pas un jeu mais une grande famille : des jeux où l'on sème des pierres ou des graines le long de rangées de cases, et où l'on capture en comptant. Les plateaux ont deux, trois ou quatre rangées, et chaque jeu a sa propre règle de capture.

kalah-history-spread-heading = Où ils se sont répandus
kalah-history-spread = Les jeux de semailles se jouent de l'Afrique de l'Ouest aux Caraïbes et à l'Amérique du Sud, du nord au sud de l'Afrique, et du Moyen-Orient à l'Asie du Sud et du Sud-Est. L'awalé (aussi appelé oware, awari ou wari) a voyagé de l'Afrique de l'Ouest jusqu'aux Caraïbes avec les Africains de l'Ouest réduits en esclavage. Sur la côte de l'Afrique de l'Est, les locuteurs du swahili jouent au bao sur quatre rangées de cases.

kalah-history-name-heading = Le nom
kalah-history-name = Le mot mancala vient de l'arabe naqala, « déplacer ».

kalah-history-archaeology-heading = Ce que dit l'archéologie
kalah-history-archaeology = Beaucoup de plateaux gravés sont difficiles à dater, si bien que les prétentions à une grande ancienneté sont souvent contestées. Le témoignage ancien le plus fiable est un ensemble de plateaux trouvés à Abu Sha'ar, un fort romain du IVe siècle sur la côte égyptienne de la mer Rouge. La plus ancienne description écrite se trouve probablement dans le Kitab al-Aghani, le Livre des chants, qui date du Xe siècle.

kalah-history-modern-heading = Le Kalah, un membre moderne
kalah-history-modern = Le Kalah est un jeu du XXe siècle aux règles écrites, vendu aux États-Unis par l'entreprise de William J. Champion. Son succès y a largement répandu le mancala ; en Amérique du Nord, le mot désigne souvent tout simplement le Kalah, qui est le jeu de la famille le plus pratiqué en Europe et en Amérique du Nord.
kalah-history-patent = Champion a déposé en 1951 une demande de brevet pour un plateau de Kalah, accordé en 1955. Le brevet suggère trois graines par case pour les enfants ou pour une partie plus courte, et de quatre à six pour les adultes.

kalah-history-computers-heading = Les ordinateurs et le jeu résolu
kalah-history-computers = Le premier programme informatique à jouer au Kalah date de 1960. En 2000, Irving, Donkers et Uiterwijk ont résolu toutes les configurations du Kalah jusqu'à six cases et six graines, sauf six cases avec six graines, avec la règle de la capture à vide ; Mark Rawlings a publié en 2015 la résolution de six cases avec six graines.
kalah-history-solved = Résolu signifie que le résultat d'un jeu parfait est connu dès le départ. Avec les règles jouées ici, à quatre graines par case, le premier joueur gagne de 8 : si les deux camps jouent parfaitement, le Joueur 1 termine avec 28 graines contre 20. Notre niveau Expert joue parfaitement, grâce au même type de recherche exacte et de tables de fin de partie ; la seule ouverture qui conserve la victoire est la case 3.

## The sources: authors and titles stay as published.

kalah-history-sources-heading = Sources
kalah-history-source-1 = Pierre Lombard, « Archéologie du ‘mancala’ : un jeu traditionnel aux origines controversées », ArchéOrient – Le Blog, 2017.
kalah-history-source-2 = Alex de Voogt, « Mancala: Games That Count », Expedition 43(1), Penn Museum, 2001.
kalah-history-source-3 = Kristen Pearson, « Sowing the Seeds of Competitive Play: The Enduring Legacy of Mancala », Expedition 58(1), Penn Museum, 2016.
kalah-history-source-4 = Geoffrey Irving, Jeroen Donkers, Jos Uiterwijk, « Solving Kalah », ICGA Journal 23(3), 2000.
kalah-history-source-5 = William J. Champion, « Game Counter », brevet américain 2,720,362, 1955.
kalah-history-source-6 = Wikipédia (en anglais), « Mancala ».
