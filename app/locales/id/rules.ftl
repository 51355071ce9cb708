## /rules: the rules for a first game, with diagrams.
## A diagram's caption is also what a screen reader calls its board.

rules-title = Cara bermain Kalah
rules-description = Aturan Kalah untuk permainan pertama Anda: menabur, giliran tambahan, tangkapan, dan akhir permainan, lengkap dengan diagram papan kecil.
rules-lead = Dua pemain, dua belas lubang, dua lumbung, 48 biji. Biji dipindahkan mengelilingi papan; pemain yang punya lebih banyak biji di lumbungnya pada akhir permainan menang.

rules-board-heading = Papan
rules-board-text = Setiap pemain memiliki enam lubang di sisinya dan lumbung (lubang besar) di sebelah kanannya. Di awal permainan, setiap lubang berisi empat biji dan kedua lumbung kosong. Pemain 1 jalan lebih dulu.
rules-board-caption = Awal permainan: empat biji di setiap lubang, lumbung kosong. Lubang Pemain 1 adalah baris bawah, bernomor 1 sampai 6 dari kiri ke kanan; lumbungnya ada di sebelah kanan.

rules-sowing-heading = Menabur
rules-sowing-text = Pada giliran Anda, pilih salah satu lubang Anda yang berisi biji. Ambil semua bijinya dan jatuhkan satu per satu ke setiap lubang berikutnya, berlawanan arah jarum jam: sepanjang baris Anda, ke lumbung Anda sendiri, lalu sepanjang baris lawan. Lumbung lawan selalu dilewati.
rules-sowing-caption = Pemain 1 menabur lubang 6: satu biji ke lumbungnya, lalu masing-masing satu ke tiga lubang pertama Pemain 2. Selanjutnya giliran Pemain 2.

rules-extra-heading = Giliran tambahan
rules-extra-text = Jika biji terakhir Anda jatuh di lumbung Anda sendiri, Anda jalan lagi. Tidak ada batasnya: satu langkah bagus bisa membuka langkah berikutnya.
rules-extra-caption = Pemain 1 menabur lubang 3: keempat bijinya tepat sampai di lumbung, jadi Pemain 1 jalan lagi.

rules-lap-heading = Mengelilingi papan
rules-lap-text = Lubang berisi 13 biji atau lebih mengirim biji berkeliling penuh: melewati lumbung Anda, sepanjang baris lawan (tidak pernah masuk ke lumbungnya), lalu kembali ke lubang-lubang Anda sendiri, termasuk lubang tempat Anda mulai.
rules-lap-caption = Pemain 1 menabur 13 biji dari lubang 3. Biji terakhir kembali ke lubang 3, yang kini kosong, sehingga menangkap 5 biji di seberangnya beserta dirinya sendiri.

rules-capture-heading = Menangkap
rules-capture-text = Jika biji terakhir Anda jatuh di lubang kosong di sisi Anda sendiri, dan lubang di seberangnya di sisi lawan berisi biji, Anda menangkap: biji terakhir itu dan semua biji di seberangnya masuk ke lumbung Anda. Lalu giliran berpindah ke lawan.
rules-capture-caption = Pemain 1 menabur lubang 1: satu-satunya biji jatuh di lubang 2 yang kosong, berseberangan dengan lubang 5 Pemain 2 yang berisi 6 biji. Ketujuh biji itu masuk ke lumbung Pemain 1.

rules-no-capture-heading = Tidak ada tangkapan jika lubang seberang kosong
rules-no-capture-text = Jika lubang di seberangnya kosong, tidak ada yang ditangkap: biji itu tetap berada di tempat jatuhnya.
rules-no-capture-caption = Langkah yang sama, tetapi lubang 5 Pemain 2 kosong: biji tetap di lubang 2 dan giliran berpindah ke lawan.

rules-end-heading = Akhir permainan
rules-end-text = Permainan berakhir begitu keenam lubang salah satu pemain kosong, setelah langkah apa pun, bahkan langkah yang memberi giliran tambahan. Setiap biji yang masih ada di lubang lalu masuk ke lumbung pemain pemilik sisi tempat biji itu berada. Pemain dengan biji lebih banyak di lumbungnya menang; 24 lawan 24 berarti seri. Dengan 48 biji, 25 biji di lumbung Anda sudah memastikan kemenangan, apa pun yang terjadi selanjutnya.
rules-end-caption = Pemain 1 mengakhiri langkah di lumbungnya dengan biji terakhirnya sehingga sisinya kosong. Pemain 2 memasukkan 16 biji yang tersisa di sisinya ke lumbung dan menang 27 lawan 21.

rules-house-heading = Aturan lokal yang mungkin Anda temui di tempat lain
# Followed by a link to the variants page, then rules-house-after.
rules-house-before = Beberapa situs dan set permainan kemasan memakai aturan yang sedikit berbeda. Secara bawaan kami memakai aturan di atas; aturan tangkapan kosong bisa dipilih saat Anda memulai permainan (lihat
rules-house-link = Varian
rules-house-after = ).
rules-house-until-stuck = Permainan berlanjut sampai pemain yang mendapat giliran tidak punya biji lagi, alih-alih berakhir saat salah satu sisi kosong.
rules-house-pass = Pemain yang tidak punya biji hanya kehilangan gilirannya.
rules-house-empty-capture = Biji terakhir yang sendirian tetap ditangkap meskipun lubang di seberangnya kosong (aturan tangkapan kosong).
rules-house-pie = Aturan pai: setelah langkah pertama, pemain kedua boleh bertukar sisi untuk mengimbangi keuntungan pemain pertama.

rules-start-link = Mulai permainan
rules-strategy-link = Tips strategi
