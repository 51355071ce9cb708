## /history: where Kalah comes from, with numbered sources.

kalah-history-title = A história do Kalah e do mancala
kalah-history-description = De onde vem o Kalah: a família do mancala, sua difusão e sua arqueologia, a história comercial e a patente do Kalah, e como os computadores resolveram o jogo.
kalah-history-heading = A história do Kalah
# The spoken name of a reference mark such as [3].
kalah-history-source-label = fonte { $number }

kalah-history-family-heading = Uma família de jogos de contagem
kalah-history-family = Mancala não é um jogo só, mas uma grande família: jogos em que se semeiam pedras ou sementes ao longo de fileiras de casas e se captura contando. Os tabuleiros têm duas, três ou quatro fileiras, e cada jogo tem sua própria regra de captura.

kalah-history-spread-heading = Por onde se espalhou
kalah-history-spread = Jogos de semeadura são jogados da África Ocidental ao Caribe e à América do Sul, do norte ao sul da África e do Oriente Médio ao sul e ao sudeste da Ásia. O wari (também chamado de oware, awari ou awalé) viajou da África Ocidental para o Caribe com africanos ocidentais escravizados. Na costa da África Oriental, falantes de suaíli jogam bao em quatro fileiras de casas.

kalah-history-name-heading = O nome
kalah-history-name = A palavra mancala vem do árabe naqala, “mover”.

kalah-history-archaeology-heading = O que diz a arqueologia
kalah-history-archaeology = Muitos tabuleiros entalhados são difíceis de datar, por isso as alegações de grande antiguidade costumam ser contestadas. A evidência antiga mais confiável é um conjunto de tabuleiros encontrados em Abu Sha'ar, um forte romano do século IV na costa egípcia do mar Vermelho. A descrição escrita mais antiga provavelmente está no Kitab al-Aghani, o Livro das Canções, do século X.

kalah-history-modern-heading = Kalah: um membro moderno
kalah-history-modern = O Kalah é um jogo do século XX com regras escritas, vendido nos Estados Unidos pela empresa de William J. Champion. Seu sucesso fez o mancala ser muito jogado por lá; na América do Norte, a palavra muitas vezes quer dizer simplesmente Kalah, e ele é o jogo da família mais jogado na Europa e na América do Norte.
kalah-history-patent = Champion pediu em 1951 a patente de um tabuleiro de Kalah, concedida em 1955. Ela sugere três sementes por casa para crianças ou para uma partida mais curta, e de quatro a seis para adultos.

kalah-history-computers-heading = Os computadores e o jogo resolvido
kalah-history-computers = O primeiro programa de computador a jogar Kalah é de 1960. Em 2000, Irving, Donkers e Uiterwijk resolveram todas as configurações de Kalah de até seis casas e seis sementes, exceto seis casas com seis sementes, com a regra da captura vazia; Mark Rawlings publicou o caso de seis casas com seis sementes em 2015.
kalah-history-solved = Resolvido significa que o resultado do jogo perfeito é conhecido desde o início. Pelas regras jogadas aqui, com quatro sementes por casa, o primeiro jogador vence por 8: se os dois lados jogarem perfeitamente, o Jogador 1 termina com 28 sementes contra 20. Nosso nível Especialista joga perfeitamente, usando o mesmo tipo de busca exata e de tabelas de final de partida; a única abertura que mantém a vitória é a casa 3.

## The sources: authors and titles stay as published.

kalah-history-sources-heading = Fontes
kalah-history-source-1 = Pierre Lombard, “Archéologie du ‘mancala’ : un jeu traditionnel aux origines controversées”, ArchéOrient – Le Blog, 2017 (em francês).
kalah-history-source-2 = Alex de Voogt, “Mancala: Games That Count”, Expedition 43(1), Penn Museum, 2001.
kalah-history-source-3 = Kristen Pearson, “Sowing the Seeds of Competitive Play: The Enduring Legacy of Mancala”, Expedition 58(1), Penn Museum, 2016.
kalah-history-source-4 = Geoffrey Irving, Jeroen Donkers, Jos Uiterwijk, “Solving Kalah”, ICGA Journal 23(3), 2000.
kalah-history-source-5 = William J. Champion, “Game Counter”, patente americana 2,720,362, 1955.
kalah-history-source-6 = Wikipédia (em inglês), “Mancala”.
