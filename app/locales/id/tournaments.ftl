## Turnamen (/tournaments, /tournament/:id): arena.

tournaments-title = Turnamen
tournaments-description = Turnamen arena: bergabung pada jamnya, mainkan sebanyak mungkin permainan, dan naik di klasemen.
tournaments-loading = Memuat…
tournaments-intro = Dalam arena setiap orang memainkan sebanyak mungkin permainan sampai akhir. Begitu permainan Anda selesai, Anda dipasangkan lagi dengan pemain yang dekat dengan Anda di klasemen. Menang bernilai 2 dan seri 1; setelah dua kemenangan berturut-turut setiap permainan bernilai ganda sampai ada yang bukan kemenangan.
tournaments-running = Sedang berlangsung
tournaments-upcoming = Akan datang
tournaments-finished = Baru selesai
tournaments-none = Tidak ada turnamen yang sedang berlangsung atau akan datang.
tournaments-next = Turnamen berikutnya:
tournaments-line = { $clock }, { $minutes } menit permainan, { $mode }, { $players ->
    [one] satu pemain
   *[other] { $players } pemain
}
tournaments-starts-at = mulai { $date }
tournaments-starts-in = mulai dalam { $span }
tournaments-ends-in = berakhir dalam { $span }
tournaments-ended = selesai
tournaments-rated = berperingkat
tournaments-casual = santai
tournaments-create = Adakan turnamen
tournaments-name = Nama
tournaments-clock = Kecepatan
tournaments-minutes = Lama
tournaments-minutes-option = { $minutes } menit
tournaments-starts-in-label = Mulai dalam
tournaments-starts-now = Sekarang juga
tournaments-stones = Biji per lubang
tournaments-empty-capture = Lubang kosong juga menangkap
tournaments-house-bot = Bot rumah bermain melawan siapa pun yang tidak mendapat lawan
tournaments-mode = Berperingkat atau santai
tournaments-create-button = Adakan
tournaments-name-first = Pilih di lobi nama yang akan dilihat pemain lain untuk bermain atau mengadakan turnamen.

tournament-lasts = { $minutes } menit permainan
tournament-join = Ikut
tournament-rejoin = Ikut lagi
tournament-withdraw = Mundur
tournament-joined = Anda ikut dalam turnamen ini: Anda dipasangkan begitu Anda bebas.
tournament-withdrawn = Anda mundur; poin Anda tetap. Ikut lagi untuk terus bermain.
tournament-your-place = Anda di posisi { $rank } dari { $players } dengan { $points } poin.
tournament-your-final-place = Anda selesai di posisi { $rank } dari { $players } dengan { $points } poin.
tournament-your-game = Permainan Anda sudah siap.
tournament-your-game-go = Ke permainan Anda
tournament-standings = Klasemen
tournament-final-standings = Klasemen akhir
tournament-rank = Posisi
tournament-player = Pemain
tournament-rating = Peringkat
tournament-score = Poin
tournament-games = Permainan
tournament-streak = beruntun: permainan berikutnya bernilai ganda
tournament-you = (Anda)
tournament-withdrawn-mark = (mundur)
tournament-no-players = Belum ada yang ikut.
tournament-game-mark = { $result ->
    [win] menang
    [draw] seri
   *[loss] kalah
} sebagai Pemain { $seat }, { $points ->
    [one] 1 poin
   *[other] { $points } poin
}{ $streak ->
    [yes] , digandakan karena beruntun
   *[no] {""}
}{ $berserk ->
    [yes] , berserk
   *[no] {""}
}.
tournament-game-mark-aborted = dibatalkan sebagai Pemain { $seat }, tidak dimainkan: tanpa poin.
tournament-marks-legend = Setiap permainan adalah tanda dengan poinnya: hijau menang, cokelat muda seri, abu-abu kalah, bergaris putus dengan “–” permainan yang dibatalkan (tidak dimainkan, tanpa poin). Bingkai jingga: dihitung ganda karena beruntun. Garis bawah bergelombang: berserk.
tournament-still-played = Turnamen sudah selesai; { $games } permainan masih berlangsung. Klasemen menjadi final setelah semuanya selesai.
tournament-name-hourly = Arena { $clock } tiap jam
tournament-name-daily = Arena { $clock } harian
tournament-games-heading = Permainan
tournament-house-bot = bot rumah
tournament-game-line = { $first } melawan { $second }
tournament-game-playing = sedang berlangsung
tournament-game-won = { $winner } menang
tournament-game-drawn = seri
tournament-game-aborted = dibatalkan
tournament-watch = Tonton
tournament-replay = Putar ulang
tournament-analysis = Analisis
tournament-checks = Halaman ini memeriksa kabar baru setiap { $seconds } detik.
tournament-back = Semua turnamen
tournament-pages = Halaman klasemen
tournaments-pages = Halaman turnamen
tournament-previous = Sebelumnya
tournament-next = Berikutnya
tournament-page = Halaman { $page } dari { $pages }
tournament-podium = Podium
tournament-podium-line = { $name }, { $points } poin
