## Teka-teki (/puzzles) dan satu teka-teki (/puzzles/…).

puzzles-title = Teka-teki Kalah
puzzles-description = Teka-teki Kalah dari permainan sempurna: temukan langkah yang menonjol.
puzzles-heading = Teka-teki
puzzles-lead = Setiap teka-teki adalah posisi dari permainan komputer (antar-level, Ahli melawan setiap level, buku pembukaan) di mana satu langkah menonjol dalam permainan sempurna: hanya langkah itu yang mempertahankan kemenangan (atau hasil seri), atau nilainya jelas lebih tinggi daripada langkah lain mana pun. Jika langkah itu memberi giliran tambahan, temukan juga langkah berikutnya.
puzzles-loading = Memuat…
puzzles-today = Teka-teki hari ini
puzzles-for-you = Teka-teki untuk Anda
puzzles-yours = Teka-teki Anda
puzzles-by-difficulty = Menurut tingkat kesulitan
puzzles-difficulty-explained = Tingkat kesulitan 1 sampai 5 menghitung berapa banyak dari pemain Mudah, Sedang, dan Sulit yang melewatkan langkah itu, ditambah satu untuk rangkaian langkah dan satu untuk hasil yang berjarak { $plies } setengah langkah atau lebih (setengah langkah adalah langkah satu pihak; hasilnya pasti begitu satu lumbung berisi lebih dari separuh biji). Setiap teka-teki juga punya peringkat dari percobaan pertama para pemain: memecahkannya berarti menang melawan teka-teki, gagal berarti kalah.
puzzles-total = Total { $count } teka-teki, masing-masing ditemukan dan dinilai oleh pemecah.

puzzles-rating = Peringkat teka-teki Anda: { $rating }.
puzzles-rating-provisional = Peringkat teka-teki Anda: { $rating } (sementara: beberapa percobaan pertama lagi akan memantapkannya).
puzzles-unrated-before = Pecahkan satu teka-teki untuk mendapatkan peringkat teka-teki. Percobaan pertama Anda pada setiap teka-teki yang dihitung; percobaan Anda tersimpan di browser ini, dan
puzzles-unrated-link = Lanjutkan di perangkat lain
puzzles-unrated-after = membawanya ikut serta.
puzzles-puzzle = Teka-teki { $id }
puzzles-list-difficulty = , tingkat kesulitan { $difficulty }
puzzles-standing = Terpecahkan { $solved } dari { $tried } teka-teki yang Anda coba. Rentetan: { $streak } percobaan pertama terpecahkan berturut-turut (terbaik { $best }).
puzzles-missed = Gagal, untuk dicoba lagi
puzzles-solved-list = Terpecahkan, yang terbaru lebih dulu ({ $count })

puzzles-table-caption = Hasil para pemain di setiap tingkat kesulitan (hanya percobaan pertama)
puzzles-difficulty = Tingkat kesulitan { $difficulty }
puzzles-col-difficulty = Tingkat kesulitan
puzzles-col-puzzles = Teka-teki
puzzles-col-plies = Rata-rata setengah langkah hingga hasil
puzzles-col-tries = Percobaan pertama
puzzles-col-solved = Terpecahkan
puzzles-col-rating = Rata-rata peringkat

puzzles-not-found = Teka-teki tidak ditemukan
puzzles-not-found-text = Tidak ada teka-teki di tautan ini. Mungkin ada salah ketik.
puzzles-all = Semua teka-teki
puzzles-subtitle = tingkat kesulitan { $difficulty } dari 5, peringkat { $rating }
puzzles-board-label = Teka-teki
puzzles-answer-hidden = Jawabannya muncul setelah Anda mencobanya.
puzzles-find = Giliran { $player }: temukan langkah yang menonjol.
puzzles-right = Benar: lubang { $pit } memberi giliran tambahan. Temukan langkah berikutnya.
puzzles-pit-outcome = lubang { $pit } { $outcome }
puzzles-solved = Terpecahkan!
puzzles-then = Lalu: { $values }
puzzles-tried = Lubang { $pit } { $outcome }
puzzles-tried-illegal = Lubang { $pit } tidak dapat ditabur di sini
puzzles-missed-move = Bukan yang ini: { $tried }. Langkah yang tepat adalah lubang { $pit }.
puzzles-sure-before = Pemenangnya sudah pasti sebelum langkah ini; teka-teki ini soal selisihnya.
puzzles-sure-after = Di jalur terbaik, hasilnya pasti setelah { $plies } setengah langkah.
puzzles-first-try-only = Hanya percobaan pertama Anda pada setiap teka-teki yang mengubahnya.
puzzles-try-again = Coba lagi
puzzles-next = Teka-teki berikutnya
puzzles-study = Pelajari posisinya
