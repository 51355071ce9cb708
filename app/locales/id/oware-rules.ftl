## /oware/rules: Oware's rules for a first game, each with a worked example
## drawn before and after its move. A diagram's caption is also what a
## screen reader calls its board.

oware-rules-title = Cara bermain Oware
oware-rules-description = Aturan Oware (disebut juga Awale atau Awari) untuk permainan pertama Anda: menabur, putaran penuh, tangkapan, kewajiban memberi biji, grand slam, dan akhir permainan, dengan contoh pada diagram papan kecil.
oware-rules-lead = Dua pemain, dua belas lubang, 48 biji, tanpa lumbung. Taburkan biji mengelilingi papan, tangkap dua dan tiga biji di baris lawan, jangan pernah biarkan lawan tanpa biji, dan menangkan permainan dengan mengambil lebih dari separuh biji.

oware-rules-board-heading = Papan
oware-rules-board-text = Papan punya dua baris, masing-masing enam lubang. Setiap pemain memiliki baris di depannya dan menomori lubangnya 1 sampai 6 dari kirinya sendiri. Di awal permainan, setiap lubang berisi empat biji, 48 seluruhnya. Tidak ada lumbung dalam permainan: setiap pemain menyimpan biji yang ditangkapnya di samping papan. Pemain 1 jalan lebih dulu.
oware-rules-board-caption = Awal permainan: empat biji di setiap lubang, belum ada tangkapan. Lubang Pemain 1 adalah baris bawah, bernomor 1 sampai 6 dari kiri ke kanan; lubang Pemain 2 adalah baris atas, bernomor dari kiri Pemain 2, jadi dari kanan ke kiri jika dilihat dari sisi Anda. Angka di samping baris adalah biji yang sudah ditangkap tiap pemain.

oware-rules-sowing-heading = Menabur
oware-rules-sowing-text = Pada giliran Anda, pilih salah satu lubang Anda yang tidak kosong. Ambil semua bijinya dan jatuhkan satu per satu ke lubang-lubang berikutnya, berlawanan arah jarum jam: sepanjang baris Anda sampai lubang 6, lalu sepanjang baris lawan mulai dari lubang 1-nya, dan terus berputar. Biji tidak pernah dijatuhkan di tempat lain.
oware-rules-sowing-before = Awal permainan. Pemain 1 menabur lubang 6 beserta keempat bijinya.
oware-rules-sowing-after = Satu biji jatuh di setiap lubang 1 sampai 4 Pemain 2, yang kini berisi 5. Lubang 6 Pemain 1 kosong, dan selanjutnya giliran Pemain 2.

oware-rules-lap-heading = Mengelilingi papan
oware-rules-lap-text = Lubang berisi 12 biji atau lebih mengirim bijinya berkeliling penuh. Lubang asal biji itu dilewati: lubang itu tetap kosong, dan penaburan berlanjut ke lubang berikutnya.
oware-rules-lap-before = Pemain 1 menabur lubang 1 beserta 12 bijinya.
oware-rules-lap-after = Sebelas biji masuk satu per satu ke sebelas lubang lainnya. Biji kedua belas melewati lubang 1, yang tetap kosong, dan jatuh di lubang 2, yang kini berisi 2.

oware-rules-capture-heading = Menangkap
oware-rules-capture-text = Jika biji terakhir Anda jatuh di salah satu lubang lawan dan lubang itu kini berisi 2 atau 3 biji, Anda menangkapnya. Lalu lihat lubang sebelumnya: jika lubang itu juga ada di baris lawan dan juga berisi 2 atau 3, Anda menangkapnya juga, dan begitu seterusnya ke belakang.
oware-rules-chain-before = Lubang 1 Pemain 2 berisi 2 biji dan lubang 2-nya berisi 1. Pemain 1 menabur lubang 4 beserta keempat bijinya.
oware-rules-chain-after = Biji terakhir membuat lubang 2 Pemain 2 berisi 2, dan biji sebelumnya membuat lubang 1 berisi 3. Pemain 1 menangkap keduanya, 5 biji, dan kini punya 19.
oware-rules-chain-stops-text = Rangkaian tangkapan berhenti di lubang pertama yang berisi jumlah lain, atau yang ada di baris Anda sendiri. Lubang-lubang sesudahnya aman, meskipun berisi 2 atau 3.
oware-rules-chain-stops-before = Papan yang hampir sama, tetapi lubang 1 Pemain 2 berisi 4 biji dan lubang 4-nya berisi 3. Pemain 1 menabur lubang 4 beserta keempat bijinya.
oware-rules-chain-stops-after = Lubang 2 kini berisi 2 dan ditangkap, tetapi lubang 1 menjadi 5, jadi rangkaian berhenti di situ: Pemain 1 hanya menangkap 2 biji dan kini punya 16. Lubang 4 Pemain 2 masih berisi 3: rangkaian tidak pernah sampai ke sana.

oware-rules-feeding-heading = Memberi biji kepada lawan
oware-rules-feeding-text = Jika lawan Anda tidak punya biji lagi, Anda harus memainkan langkah yang memberinya biji. Langkah yang membiarkan barisnya tetap kosong ditolak selama ada langkah lain yang mencapainya. Jika tidak ada satu pun langkah Anda yang bisa, permainan berakhir.
oware-rules-feeding-before = Pemain 2 tidak punya biji. Lubang 1 Pemain 1 akan menaruh satu-satunya bijinya di lubang 2, di baris Pemain 1 sendiri, jadi langkah itu ditolak. Pemain 1 menabur lubang 5 beserta ketiga bijinya.
oware-rules-feeding-after = Biji dari lubang 5 masuk ke lubang 6 Pemain 1 serta lubang 1 dan 2 Pemain 2. Pemain 2 punya biji lagi, dan sekarang gilirannya.

oware-rules-grand-slam-heading = Grand slam
oware-rules-grand-slam-text = Grand slam adalah langkah yang akan menangkap semua biji yang masih tersisa di baris lawan. Secara bawaan, Anda boleh memainkannya, tetapi langkah itu tidak menangkap apa pun: biji tetap di tempat jatuhnya.
oware-rules-grand-slam-before = Pemain 2 punya 1 biji di lubang 1 dan 2 biji di lubang 2. Pemain 1 menabur lubang 6 beserta kedua bijinya.
oware-rules-grand-slam-after = Langkah itu akan menangkap kedua lubang Pemain 2, seluruh 5 bijinya, jadi tidak ada yang ditangkap. Kini Pemain 1 tidak punya biji dan tidak ada langkah Pemain 2 yang mencapainya, jadi permainan selesai: Pemain 2 menambahkan 5 biji di barisnya dan menang 28 lawan 20.
oware-rules-grand-slam-forbidden-text = Dengan pilihan lainnya, “dilarang, kecuali satu-satunya langkah”, grand slam ditolak selama Anda punya langkah lain. Jika itu satu-satunya langkah Anda, Anda memainkannya, dan langkah itu tidak menangkap apa pun.
oware-rules-grand-slam-forbidden-before = Dengan pilihan “dilarang, kecuali satu-satunya langkah”: lubang 6 Pemain 1 akan menangkap kedua lubang Pemain 2, seluruh 5 bijinya, jadi langkah itu ditolak. Pemain 1 menabur lubang 1 beserta satu-satunya bijinya.
oware-rules-grand-slam-forbidden-after = Biji itu masuk ke lubang 2 Pemain 1. Tidak ada yang ditangkap, dan selanjutnya giliran Pemain 2.

oware-rules-end-heading = Akhir permainan
oware-rules-end-text = Pemain yang sudah menangkap lebih dari 24 biji, lebih dari separuh, menang, dan permainan berakhir. Permainan juga berakhir jika pemain yang mendapat giliran tidak punya biji, atau tidak bisa memberi biji kepada lawan yang tidak punya biji sama sekali: lalu setiap pemain menambahkan biji di barisnya sendiri ke tangkapannya. Pemain dengan biji lebih banyak menang; 24 lawan 24 berarti seri.

oware-rules-repetition-heading = Posisi berulang
oware-rules-repetition-text = Jika sebuah posisi muncul lagi, dengan biji yang sama di setiap lubang dan pemain yang sama yang mendapat giliran, permainan berakhir. Tangkapan mengubah jumlah biji, jadi hanya posisi sejak tangkapan terakhir yang bisa muncul lagi. Secara bawaan, setiap pemain lalu menambahkan biji di barisnya sendiri ke tangkapannya.
oware-rules-repetition-before = Masing-masing punya satu biji, dan giliran Pemain 1. Pemain 1 menabur lubang 2; lalu kedua biji saling mengejar mengelilingi papan, satu lubang setiap langkah.
oware-rules-repetition-after = Setelah dua belas langkah, posisi awal muncul lagi, jadi permainan berakhir. Setiap pemain mengambil biji di barisnya sendiri: 24 lawan 24, seri.

oware-rules-options-heading = Dua pilihan
oware-rules-options-text = Tidak semua pemain sepakat tentang dua hal, jadi Anda bisa memilihnya saat memulai permainan. Secara bawaan kami memakai pilihan pertama dari masing-masing; kedua pilihan ini tidak mengubah aturan lainnya.
oware-rules-option-grand-slam = Grand slam: “boleh dimainkan, tidak menangkap apa pun”, seperti yang dimainkan Oware Society dan PlayStrategy, atau “dilarang, kecuali satu-satunya langkah”, konvensi dalam riset Awari.
oware-rules-option-cycles = Posisi berulang: “masing-masing mengambil biji di barisnya sendiri”, seperti di PlayStrategy, atau “sisa biji dibagi rata” (jika tersisa satu biji ganjil, biji itu tidak diberikan kepada siapa pun), seperti dalam basis data Awari yang sudah diterbitkan.

oware-rules-play-link = Main Oware
oware-rules-strategy-link = Strategi Oware
oware-rules-history-link = Sejarah Oware
