## /variants: the Mancala family, and which variants can be played here.

variants-title = Keluarga Mancala dan varian Kalah
variants-description = Perbandingan Oware, Bao, Kalah, dan Kalah tiga biji, serta varian Kalah yang bisa Anda mainkan di sini: 3 sampai 6 biji per lubang dan aturan tangkapan kosong.
variants-heading = Keluarga Mancala

variants-oware-heading = Oware (Awale)
variants-oware-text = Permainan khas Afrika Barat, terutama di Ghana dan Pantai Gading, sekaligus permainan yang biasa dipakai di turnamen. Dua baris berisi enam lubang, ditabur berlawanan arah jarum jam. Anda menangkap jika biji terakhir Anda membuat sebuah lubang di sisi lawan berisi tepat 2 atau 3 biji. Anda tidak boleh membuat lawan kehabisan biji, dan permainan berakhir jika seorang pemain tidak bisa melangkah atau biji yang tersisa tidak bisa ditangkap lagi.

variants-bao-heading = Bao
variants-bao-text = Dimainkan di Tanzania, Kenya, dan sepanjang pesisir Swahili: empat baris berisi delapan lubang dan fase pembukaan yang khas. Banyak orang menganggapnya permainan paling mendalam dalam keluarga ini.

variants-kalah-heading = Kalah
# Followed by a link to the rules.
variants-kalah-text = Permainan di situs ini: dua baris berisi enam lubang dan satu lumbung untuk setiap pemain, dengan aturan tertulis dari pertengahan abad ke-20. Giliran tambahan dan tangkapan dari lubang kosong Anda sendiri membuatnya cepat dan taktis, dan biasanya inilah pintu masuk ke keluarga ini.
variants-kalah-link = Aturan Kalah

variants-three-heading = Kalah tiga biji
variants-three-text = Kalah dengan tiga biji per lubang: 36 biji, permainan lebih singkat, dan tangkapan lebih awal. Cocok untuk anak-anak dan permainan cepat.

variants-here-heading = Varian yang bisa Anda mainkan di sini
variants-here-stones = 3, 4, 5, atau 6 biji per lubang (standarnya 4).
variants-here-empty-capture = Aturan tangkapan kosong: biji terakhir yang sendirian tetap ditangkap meskipun lubang di seberangnya kosong (nonaktif secara bawaan).
# Around a link to the home page. “Variant” is the name of the home page's
# variant choice.
variants-choose-before = Pilih di
variants-choose-link = beranda
variants-choose-after = pada bagian “Varian”, untuk semua cara bermain: melawan komputer, dua pemain di satu perangkat, atau dengan teman melalui tautan.
