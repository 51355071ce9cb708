## /history: where Kalah comes from, with numbered sources.

kalah-history-title = Die Geschichte von Kalah und Mancala
kalah-history-description = Woher Kalah kommt: die Mancala-Familie, ihre Verbreitung und Archäologie, Kalahs Geschichte als Handelsspiel und sein Patent und wie Computer das Spiel gelöst haben.
kalah-history-heading = Die Geschichte von Kalah
# The spoken name of a reference mark such as [3].
kalah-history-source-label = Quelle { $number }

kalah-history-family-heading = Eine Familie von Zählspielen
kalah-history-family = Mancala ist nicht ein einzelnes Spiel, sondern eine große Familie: Spiele, bei denen man Steine oder Samen über Reihen von Mulden sät und durch Zählen Steine erbeutet. Die Bretter haben zwei, drei oder vier Reihen, und jedes Spiel hat seine eigene Regel zum Erbeuten.

kalah-history-spread-heading = Wo es sich verbreitet hat
kalah-history-spread = Mancala-Spiele werden von Westafrika bis in die Karibik und nach Südamerika gespielt, von Nord- bis Südafrika und vom Nahen Osten bis nach Süd- und Südostasien. Wari (auch Oware, Awari oder Awalé) kam mit versklavten Westafrikanern aus Westafrika in die Karibik. An der ostafrikanischen Küste spielen Swahili-Sprecher Bao auf vier Reihen von Mulden.

kalah-history-name-heading = Der Name
kalah-history-name = Das Wort Mancala kommt vom arabischen naqala, „bewegen“.

kalah-history-archaeology-heading = Was die Archäologie sagt
kalah-history-archaeology = Viele eingeritzte Spielbretter lassen sich nur schwer datieren, deshalb ist ein angeblich hohes Alter oft umstritten. Der verlässlichste antike Beleg sind einige Bretter aus Abu Sha'ar, einem römischen Kastell aus dem 4. Jahrhundert an Ägyptens Küste am Roten Meer. Die älteste schriftliche Beschreibung steht wahrscheinlich im Kitab al-Aghani aus dem 10. Jahrhundert, dem „Buch der Lieder“.

kalah-history-modern-heading = Kalah: ein modernes Mitglied
kalah-history-modern = Kalah ist ein Spiel aus dem 20. Jahrhundert mit schriftlich festgelegten Regeln, das in den Vereinigten Staaten von der Firma William J. Champions verkauft wurde. Durch seinen Erfolg wurde Mancala dort viel gespielt; in Nordamerika meint das Wort oft einfach Kalah, und es ist in Europa und Nordamerika das meistgespielte Spiel der Familie.
kalah-history-patent = Champion meldete 1951 ein Patent auf ein Kalah-Brett an, das 1955 erteilt wurde. Darin schlägt er drei Steine pro Mulde für Kinder oder eine kürzere Partie vor und vier bis sechs für Erwachsene.

kalah-history-computers-heading = Computer und das gelöste Spiel
kalah-history-computers = Das erste Computerprogramm, das Kalah spielte, stammt von 1960. Im Jahr 2000 lösten Irving, Donkers und Uiterwijk jede Kalah-Variante bis zu sechs Mulden und sechs Steinen – außer sechs Mulden mit sechs Steinen – mit der Leerfang-Regel; Mark Rawlings meldete 2015 die Lösung für sechs Mulden mit sechs Steinen.
kalah-history-solved = Gelöst heißt: Das Ergebnis bei perfektem Spiel steht von Anfang an fest. Nach den Regeln, die hier gespielt werden, mit vier Steinen pro Mulde, gewinnt der erste Spieler mit 8 Steinen Vorsprung: Spielen beide Seiten perfekt, hat Spieler 1 am Ende 28 Steine und Spieler 2 nur 20. Unsere Stufe Experte spielt perfekt, mit derselben Art exakter Suche und Endspieltabellen; die einzige Eröffnung, die den Sieg hält, ist Mulde 3.

## The sources: authors and titles stay as published.

kalah-history-sources-heading = Quellen
kalah-history-source-1 = Pierre Lombard, „Archéologie du ‘mancala’ : un jeu traditionnel aux origines controversées“, ArchéOrient – Le Blog, 2017 (auf Französisch).
kalah-history-source-2 = Alex de Voogt, „Mancala: Games That Count“, Expedition 43(1), Penn Museum, 2001.
kalah-history-source-3 = Kristen Pearson, „Sowing the Seeds of Competitive Play: The Enduring Legacy of Mancala“, Expedition 58(1), Penn Museum, 2016.
kalah-history-source-4 = Geoffrey Irving, Jeroen Donkers, Jos Uiterwijk, „Solving Kalah“, ICGA Journal 23(3), 2000.
kalah-history-source-5 = William J. Champion, „Game Counter“, US-Patent 2,720,362, 1955.
kalah-history-source-6 = Wikipedia (englisch), „Mancala“.
