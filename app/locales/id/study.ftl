## Analisis satu permainan (/game/…/analysis), papan analisis (/analysis)
## dan apa yang dibuktikan Ahli.

analysis-solving = Menyelesaikan posisi-posisi permainan…
analysis-unavailable = Analisis tidak tersedia
analysis-new-game = Mulai permainan baru
analysis-title = Analisis: { $setup }
analysis-heading = Analisis
analysis-intro = Setiap langkah beserta nilainya jika kedua pihak bermain sempurna sejak saat itu: selisih akhir lumbung bagi pemain yang melangkah. Sebuah langkah membuang biji jika ada langkah yang lebih baik.
analysis-no-moves = Belum ada langkah untuk dianalisis.
analysis-summary = { $judged } dari { $total } langkah dinilai. { $losing } di antaranya membuang biji ({ $lost } seluruhnya).
analysis-summary-solving = { $count } sisanya sedang diselesaikan; halaman ini memperbarui diri setiap { $seconds } detik.
analysis-summary-unsolved = { $count } sisanya tidak dapat diselesaikan di sini dalam waktu yang diizinkan server ini.
analysis-move-in-replay = Langkah { $number } di tayangan ulang
analysis-study-before = Pelajari posisi sebelumnya
analysis-back = Kembali ke permainan

study-title = Papan analisis
study-description = Susun posisi Kalah apa pun dan lihat nilai setiap langkah dalam permainan sempurna.
study-solving = Menyelesaikan posisi…
study-rules = Aturan
study-strategy = Strategi
study-mistakes = Posisi itu tidak dapat dipelajari:
study-value = Giliran { $player }. Jika kedua pihak bermain sempurna, { $player } { $outcome } (selisih akhir antara kedua lumbung).
study-to-move = Giliran { $player }.
study-all-solved = Semua { $total } langkah sudah diselesaikan.
study-progress-solving = { $solved } dari { $total } langkah diselesaikan; { $open } sisanya sedang diselesaikan, dan halaman ini memperbarui diri setiap { $seconds } detik.
study-progress-busy = { $solved } dari { $total } langkah diselesaikan. Pemecah sedang sibuk dengan posisi lain; halaman ini akan bertanya lagi dalam { $seconds } detik.
study-progress-unsolved = { $solved } dari { $total } langkah diselesaikan; { $open } sisanya tidak dapat diselesaikan di sini dalam waktu yang diizinkan server ini.
study-worth-best = nilai { $value }, terbaik
study-worth = nilai { $value }
study-not-solved = belum diselesaikan
study-pit = Lubang { $pit }
study-line = : { $worth }; { $does }.
study-does-end = mengakhiri permainan, { $score } lawan { $other_score }
study-does-extra-turn = biji terakhir jatuh di lumbung: giliran tambahan
study-does-capture = menangkap { $count } biji (lubang { $facing } di sisi lawan, dan biji terakhir)
study-does-pass = giliran berpindah
study-board-label = Posisi yang dipelajari
study-link = Tautan ke posisi ini
study-moves = Langkah, yang terbaik lebih dulu
study-play-from-here = Bermain dari sini
study-against-computer = Melawan komputer, Anda bermain sebagai { $player }:
study-play-computer = Bermain melawan komputer
study-two-players = Dua pemain di perangkat ini

study-setup-heading = Susun posisi
study-setup-stones = Biji di setiap lubang dan lumbung
study-setup-empty-capture = Aturan tangkapan kosong (biji terakhir di lubang kosong tetap menangkap walaupun lubang di seberangnya kosong)
study-setup-submit = Pelajari posisi ini

study-place-pit = Lubang { $pit } milik Pemain { $player }
study-place-store = Lumbung Pemain { $player }
study-whose-turn = Giliran siapa
study-game-over = Permainan itu sudah selesai: papan analisis mempelajari posisi yang masih memiliki langkah untuk dimainkan.
study-say-turn = Sebutkan giliran siapa: Pemain 1 atau Pemain 2.
study-too-many = { $place } berisi paling banyak { $most } biji, seluruh biji permainan 6 biji.
study-field-empty = { $place } kosong: isi dengan jumlah biji.
study-not-a-number = { $place } berisi “{ $text }”: isi dengan bilangan bulat jumlah biji, 0 sampai { $most }.
study-count = Sebuah posisi terdiri dari 15 angka: lubang 1 sampai 6 dan lumbung Pemain 1, lubang 1 sampai 6 dan lumbung Pemain 2, lalu giliran siapa (1 atau 2). Yang ini berisi { $found }.
study-negative = { $place } tidak dapat berisi kurang dari 0 biji.
study-stone-total = Papan berisi { $found } biji seluruhnya, padahal sebuah permainan memiliki 36, 48, 60, atau 72 (3 sampai 6 di setiap lubang di awal).
study-player = Giliran siapa harus 1 atau 2, bukan “{ $text }”.
study-side-empty = Semua lubang Pemain { $player } kosong, jadi permainan itu sudah selesai: papan analisis mempelajari posisi yang masih memiliki langkah untuk dimainkan.
study-stones-left = Dalam permainan yang sudah selesai (14 angka), setiap biji ada di lumbung; tambahkan giliran siapa untuk mempelajari permainan yang masih berjalan.
study-unreadable = Posisi itu tidak dapat dibaca: { $error }.

proof-variant = Kalah { $stones } biji
proof-variant-empty-capture = Kalah { $stones } biji dengan aturan tangkapan kosong
proof-scope = Ahli membuktikan setiap langkah yang dimainkannya di { $places }. Di varian lain, Ahli mencari secara mendalam saat tidak dapat membuktikan sebuah langkah, dan menyebutkannya.
proof-scope-either = Kalah { $counts } biji, dengan aturan tangkapan mana pun
proof-scope-standard = Kalah { $counts } biji dengan tangkapan standar
proof-scope-empty-capture = Kalah { $counts } biji dengan aturan tangkapan kosong
proof-scope-and = { $before }; di { $place }
proof-count = { $count }
proof-counts = { $rest } dan { $last }
proof-caveat = Ahli belum membuktikan setiap langkah di { $variant }; sebagai gantinya Ahli mencari secara mendalam, dan setiap langkah yang tidak dapat dibuktikannya ditandai.
proof-preparing = Ahli masih bersiap: server ini baru dimulai dan sedang menghitung tabel akhir permainan yang digunakan Ahli untuk membuktikan langkahnya, yang memakan waktu beberapa menit. Sampai tabel itu siap, jika Ahli tidak dapat membuktikan sebuah langkah tepat waktu, Ahli memainkan hasil pencarian terbaiknya dan menandai langkah itu “Tidak terbukti”.
