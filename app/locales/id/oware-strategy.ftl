## /oware/strategy: four ideas, each with a position to practise against the
## computer, and a word on the endgame.

oware-strategy-title = Strategi Oware
oware-strategy-description = Tips Oware dengan posisi untuk berlatih: mengenali lubang berisi satu atau dua biji, membangun kroo, menyimpan langkah tunggu, dan memberi biji ke baris yang kosong.
oware-strategy-lead = Empat gagasan yang selalu diingat pemain yang kuat, masing-masing disertai posisi yang menunjukkan pentingnya gagasan itu; cobalah melawan komputer (tingkat Sedang), dan Anda yang melangkah lebih dulu. Setelah itu, sedikit tentang menghitung sampai akhir permainan.
oware-strategy-try = Coba melawan komputer
oware-strategy-rules-link = Cara bermain Oware
oware-strategy-history-link = Sejarah Oware

## Each idea: a heading, the advice, and the caption of its board.

oware-strategy-targets-title = Hitung lubang berisi satu dan dua
oware-strategy-targets-advice = Sebuah lubang ditangkap jika biji terakhir Anda membuatnya berisi 2 atau 3, jadi lubang yang perlu dicari adalah lubang lawan yang berisi 1 atau 2 biji. Hitung di mana taburan setiap lubang Anda berakhir: jika biji terakhir jatuh di lubang seperti itu, Anda menangkapnya, begitu juga lubang-lubang tepat sebelumnya selama lubang itu juga mencapai 2 atau 3. Dengan cara yang sama, lubang Anda sendiri yang berisi 1 atau 2 biji adalah sasaran lawan: isilah atau pindahkan sebelum lawan menangkapnya.
oware-strategy-targets-caption = Lubang 1, 2, dan 3 Pemain 2 berisi 2, 2, dan 1 biji. Lubang 1 Anda menabur 8 biji dan biji terakhir jatuh di lubang 3 lawan, yang kini berisi 2, sementara lubang 2 dan 1-nya masing-masing berisi 3: ketiganya tertangkap, 8 biji, dan tidak ada balasan Pemain 2 yang menangkap apa pun.

oware-strategy-kroo-title = Bangun kroo
oware-strategy-kroo-advice = Lubang berisi 12 biji atau lebih, yang oleh para pemain disebut kroo, berkeliling penuh mengitari papan dengan melewati lubang asalnya, dan putaran keduanya menjatuhkan lebih banyak biji ke baris lawan. Lubang lawan yang tadinya berisi 0 atau 1 biji bisa menjadi 2 atau 3, sehingga satu langkah dapat menangkap beberapa lubang sekaligus. Biarkan kroo tumbuh diam-diam, hitung di mana biji terakhirnya akan jatuh, dan mainkan saat baris lawan tinggal sedikit bijinya. Dengan alasan yang sama, awasi lubang-lubang besar milik lawan.
oware-strategy-kroo-caption = Lubang 5 Anda berisi 17 biji. Sebelas biji berkeliling satu putaran penuh; enam biji terakhir jatuh ke lubang 6 Anda dan lubang 1 sampai 5 Pemain 2, yang kemudian berisi 2, 2, 3, 3, dan 2 biji: kelimanya tertangkap, 12 biji.

oware-strategy-tempo-title = Simpan langkah tunggu
oware-strategy-tempo-advice = Saat kedua baris tinggal sedikit bijinya, setiap langkah mengubah sesuatu: mengosongkan lubang, mengirim biji ke seberang, atau menyisakan lubang berisi 1 atau 2 yang bisa ditangkap lawan. Lubang kecil yang bisa Anda tabur tanpa memberi apa pun adalah langkah tunggu: selama Anda masih memilikinya, Anda bisa menunggu, dan lawanlah yang harus melemahkan barisnya. Simpan langkah seperti itu sebagai cadangan, dan hitung berapa yang masih dimiliki lawan.
oware-strategy-tempo-caption = Satu biji di lubang 1 Anda adalah langkah tunggu: ditabur ke lubang 2, biji itu tidak memberi apa pun, lalu setiap dari tiga langkah Pemain 2 memungkinkan Anda menangkap. Langkah lain mana pun membiarkan biji itu tetap di lubang 1, tempat lubang 6 Pemain 2 dapat mencapainya dan menangkap 2 biji.

oware-strategy-feeding-title = Beri biji sesedikit mungkin
oware-strategy-feeding-advice = Jika lawan Anda tidak punya biji, Anda harus memainkan langkah yang memberinya biji; langkah yang tetap di sisi Anda tidak diperbolehkan. Jika tidak ada langkah yang bisa mencapai barisnya, permainan berakhir dan Anda menyimpan biji di baris Anda. Di antara langkah yang memberi biji, pilih yang memberi paling sedikit, atau yang menyiapkan tangkapan: setiap biji yang Anda berikan memberi lawan langkah, dan biji yang tersisa di barisnya dihitung sebagai miliknya di akhir permainan.
oware-strategy-feeding-caption = Pemain 2 tidak punya biji. Lubang 1 dan 2 Anda tidak mencapai barisnya, jadi tidak boleh dimainkan; lubang 3 akan memberinya 6 biji dan lubang 4 akan memberinya 4, sedangkan lubang 5 hanya memberi 1.

## The endgame: advice only, no board.

oware-strategy-endgame-title = Hitung sampai dua puluh lima
oware-strategy-endgame-advice = Dengan 48 biji, menangkap 25 berarti menang, dan 24 lawan 24 berarti seri. Menjelang akhir, hitung biji yang tersisa di papan: jika pemain yang mendapat giliran tidak punya biji, atau tidak bisa memberi biji kepada lawan yang tidak punya biji sama sekali, atau jika suatu posisi terulang, permainan berakhir dan setiap pemain menambahkan biji di barisnya sendiri ke tangkapannya. Simpan cukup biji di sisi Anda untuk hitungan itu, dan ingat bahwa di sini langkah yang akan mengambil semua sisa biji lawan tidak menangkap apa pun.
