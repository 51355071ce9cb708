## /history: where Kalah comes from, with numbered sources.

kalah-history-title = Sejarah Kalah dan Mancala
kalah-history-description = Asal-usul Kalah: keluarga permainan mancala, persebaran dan arkeologinya, sejarah komersial dan paten Kalah, serta bagaimana komputer memecahkan permainan ini.
kalah-history-heading = Sejarah Kalah
# The spoken name of a reference mark such as [3].
kalah-history-source-label = sumber { $number }

kalah-history-family-heading = Keluarga permainan berhitung
kalah-history-family = Mancala bukan satu permainan, melainkan satu keluarga besar: permainan menabur batu atau biji di sepanjang deretan lubang dan menangkap dengan berhitung. Papannya memiliki dua, tiga, atau empat baris lubang, dan setiap permainan punya aturan tangkapannya sendiri.

kalah-history-spread-heading = Persebarannya
kalah-history-spread = Permainan menabur dimainkan dari Afrika Barat hingga Karibia dan Amerika Selatan, dari Afrika Utara hingga Afrika Selatan, dan dari Timur Tengah hingga Asia Selatan dan Asia Tenggara; di Indonesia, keluarga ini dikenal lewat congklak dan dakon. Wari (juga disebut oware, awari, atau awale) terbawa dari Afrika Barat ke Karibia bersama orang-orang Afrika Barat yang diperbudak. Di pesisir Afrika Timur, penutur bahasa Swahili memainkan bao di atas empat baris lubang.

kalah-history-name-heading = Asal nama
kalah-history-name = Kata mancala berasal dari bahasa Arab naqala, yang berarti “memindahkan”.

kalah-history-archaeology-heading = Apa kata arkeologi
kalah-history-archaeology = Banyak papan berukir sulit ditentukan usianya, sehingga klaim tentang usia yang sangat tua sering diperdebatkan. Bukti kuno yang paling dapat diandalkan adalah sekumpulan papan yang ditemukan di Abu Sha'ar, benteng Romawi abad keempat di pesisir Laut Merah Mesir. Deskripsi tertulis tertua kemungkinan terdapat dalam Kitab al-Aghani (Kitab Lagu-Lagu) dari abad kesepuluh.

kalah-history-modern-heading = Kalah: anggota modern
kalah-history-modern = Kalah adalah permainan abad ke-20 dengan aturan tertulis, yang dijual di Amerika Serikat oleh perusahaan William J. Champion. Keberhasilannya membuat mancala banyak dimainkan di sana; di Amerika Utara, kata itu sering kali berarti Kalah saja, dan Kalah adalah permainan keluarga ini yang paling banyak dimainkan di Eropa dan Amerika Utara.
kalah-history-patent = Champion mengajukan paten untuk papan Kalah pada tahun 1951, yang diberikan pada tahun 1955. Paten itu menyarankan tiga biji per lubang untuk anak-anak atau untuk permainan yang lebih singkat, dan empat sampai enam biji untuk orang dewasa.

kalah-history-computers-heading = Komputer dan permainan yang terpecahkan
kalah-history-computers = Program komputer pertama yang memainkan Kalah berasal dari tahun 1960. Pada tahun 2000, Irving, Donkers, dan Uiterwijk memecahkan setiap susunan Kalah hingga enam lubang dan enam biji, kecuali enam lubang dengan enam biji, dengan aturan tangkapan kosong; Mark Rawlings melaporkan hasil untuk enam lubang dengan enam biji pada tahun 2015.
kalah-history-solved = Terpecahkan berarti hasil permainan sempurna sudah diketahui sejak awal. Dengan aturan yang dimainkan di sini, empat biji per lubang, pemain pertama menang dengan selisih 8: jika kedua pihak bermain sempurna, Pemain 1 mengakhiri permainan dengan 28 biji lawan 20. Tingkat Ahli kami bermain sempurna, dengan jenis pencarian eksak dan tabel akhir permainan yang sama; satu-satunya langkah pembuka yang mempertahankan kemenangan adalah lubang 3.

## The sources: authors and titles stay as published.

kalah-history-sources-heading = Sumber
kalah-history-source-1 = Pierre Lombard, “Archéologie du ‘mancala’ : un jeu traditionnel aux origines controversées”, ArchéOrient – Le Blog, 2017 (dalam bahasa Prancis).
kalah-history-source-2 = Alex de Voogt, “Mancala: Games That Count”, Expedition 43(1), Penn Museum, 2001.
kalah-history-source-3 = Kristen Pearson, “Sowing the Seeds of Competitive Play: The Enduring Legacy of Mancala”, Expedition 58(1), Penn Museum, 2016.
kalah-history-source-4 = Geoffrey Irving, Jeroen Donkers, Jos Uiterwijk, “Solving Kalah”, ICGA Journal 23(3), 2000.
kalah-history-source-5 = William J. Champion, “Game Counter”, Paten AS 2,720,362, 1955.
kalah-history-source-6 = Wikipedia (bahasa Inggris), “Mancala”.
