## /oware/history: Oware's names, its home in West Africa, the Caribbean,
## how it is played today and how it was solved, with numbered sources.

oware-history-title = Sejarah Oware
oware-history-description = Asal-usul Oware: banyak namanya, kampung halamannya di Afrika Barat, perjalanannya ke Karibia, cara memainkannya sekarang, dan bagaimana komputer memecahkannya.
oware-history-lead = Oware adalah salah satu permainan keluarga mancala yang paling banyak dimainkan: dua baris berisi enam lubang, 48 biji, dan tangkapan dua dan tiga biji. Permainan ini punya banyak nama dan sejarah panjang di kedua sisi Samudra Atlantik.
# The spoken name of a reference mark such as [3].
oware-history-source-label = sumber { $number }

oware-history-names-heading = Satu permainan, banyak nama
oware-history-names = Oware adalah nama permainan ini dalam bahasa Twi, salah satu bahasa orang Akan di Ghana. Di tempat lain, permainan yang sama, atau kerabat dekatnya, disebut awalé di Pantai Gading, ayò oleh orang Yoruba di Nigeria, wari di Mali, ouri atau ouril di Tanjung Verde, dan warri di Karibia. Dalam bahasa Inggris permainan ini sering disebut awari, nama yang dipakai dalam riset komputer.

oware-history-west-africa-heading = Afrika Barat
oware-history-west-africa = Tidak diketahui di mana permainan ini bermula, tetapi permainan ini paling erat kaitannya dengan orang Akan, khususnya orang Asante (Ashanti) di Ghana. Permainan ini dimainkan di seluruh Afrika Barat, dengan nama dan aturan setempat. Versi yang dipakai dalam kompetisi disebut abapa, sebuah kata dalam bahasa Twi; versi inilah yang dimainkan di situs ini.

oware-history-caribbean-heading = Karibia
oware-history-caribbean = Orang-orang Afrika Barat yang diperbudak membawa permainan ini ke Karibia, dan sejak itu permainan ini terus dimainkan di sana. Kini permainan ini paling dikenal di Antigua dan Barbuda serta di Barbados, dengan nama warri.

oware-history-play-today-heading = Cara memainkannya sekarang
oware-history-play-today = Di Inggris, Oware Society, yang didirikan pada tahun 1995, mempromosikan permainan ini dan menyelenggarakan turnamen, dan Mind Sports Olympiad di London telah mengadakan turnamen Oware sejak penyelenggaraan pertamanya pada tahun 1997. Turnamen memakai aturan abapa; di Mind Sports Olympiad, langkah yang akan menangkap semua biji lawan boleh dimainkan tetapi tidak menangkap apa pun, sama seperti aturan bawaan di situs ini. Secara daring, Oware dimainkan di situs seperti PlayStrategy, situs gratis yang dibangun dari kode lichess, yang menyediakan permainan berperingkat dan arena rutin.

oware-history-solved-heading = Dipecahkan oleh komputer
oware-history-solved = Pada tahun 2002, John Romein dan Henri Bal dari Vrije Universiteit Amsterdam memecahkan awari. Dengan bekerja mundur dari akhir permainan, metode yang disebut analisis retrograd, program mereka menghitung hasil setiap posisi yang mungkin terjadi, sekitar 889 miliar posisi, pada klaster berisi 144 prosesor. Jika kedua pihak bermain sempurna, permainan berakhir seri. Mereka memakai aturan riset awari, yang berbeda dari abapa dalam beberapa hal kecil seperti grand slam, sehingga hasil mereka berlaku persis untuk aturan tersebut.

## The sources: authors and titles stay as published.

oware-history-sources-heading = Sumber
oware-history-source-1 = Laurence Russ, “The Complete Mancala Games Book: How to Play the World's Oldest Board Games”, Marlowe & Company, New York, 2000.
oware-history-source-2 = The Oware Society, “Aturan abapa”, oware.org.
oware-history-source-3 = Mind Sports Olympiad, “Oware” (halaman turnamen), msoworld.com.
oware-history-source-4 = John W. Romein, Henri E. Bal, “Solving Awari with Parallel Retrograde Analysis”, IEEE Computer 36(10), 2003.
oware-history-rules-link = Cara bermain Oware
oware-history-kalah-link = Sejarah Kalah dan Mancala
