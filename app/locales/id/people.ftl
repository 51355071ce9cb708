## Games between people: watching them, a player's page and the
## leaderboard. $mode: rated or casual. Ratings keep their digits.

people-loading = Memuat…

watch-title = Tonton permainan
watch-description = Tonton permainan Kalah antarpemain saat sedang dimainkan: pemain, peringkat, kecepatan, dan langkah.
# Followed by a link to the lobby, watch-none-link.
watch-none = Saat ini tidak ada permainan antarpemain yang sedang berlangsung.
watch-none-link = Mainkan satu
watch-caption = Permainan yang sedang berlangsung, peringkat tertinggi lebih dulu
watch-column-players = Pemain
watch-column-game = Permainan
watch-column-link = Tautan
watch-link = Tonton
# Read out on the link: $players is watch-players.
watch-label = Tonton { $players }
# "Ada (1742) vs Bo Diddley (new)": $one and $two are watch-side or
# watch-side-new.
watch-players = { $one } vs { $two }
watch-side = { $name } ({ $rating })
watch-side-new = { $name } (baru)
# "4 stones, 5+3, rated, move 12": $speed is "5+3" or watch-days, $number the
# number of the move being played.
watch-game = { $stones } biji, { $speed }, { $mode ->
    [rated] berperingkat
   *[casual] santai
}, langkah ke-{ $number }
watch-game-empty-capture = { $stones } biji dengan tangkapan kosong, { $speed }, { $mode ->
    [rated] berperingkat
   *[casual] santai
}, langkah ke-{ $number }

# A correspondence speed, short: "3d".
watch-days = { $days } hari

# On the home page: the highest-rated game in progress.
watch-featured = Permainan pilihan
watch-featured-line = { $players }, { $game }.
watch-featured-link = Tonton
watch-all = Semua permainan yang sedang berlangsung

# On the home page and "Your games": games waiting on the visitor's move.
watch-your-move = Giliran Anda di { $count } permainan
watch-against = Melawan { $name }

profile-not-found = Pemain tidak ditemukan
profile-leaderboard-link = Papan peringkat
profile-no-ratings = Belum ada permainan berperingkat.
profile-former-names = Sebelumnya: { $names }
profile-rating-live = Peringkat langsung
profile-rating-correspondence = Peringkat korespondensi
profile-summary = { $rating } setelah { $games } permainan berperingkat.
profile-summary-provisional = { $rating } (sementara: akan stabil seiring bertambahnya permainan) setelah { $games } permainan berperingkat.
# $heading: profile-rating-live or profile-rating-correspondence.
profile-history-caption = { $heading } setelah setiap permainan berperingkat
profile-column-game = Permainan
profile-column-date = Tanggal
profile-column-before = Sebelum
profile-column-after = Sesudah
profile-games-heading = Permainan terakhir
profile-no-games = Belum ada permainan melawan orang.
profile-column-opponent = Lawan
profile-column-result = Hasil
profile-column-speed = Kecepatan
profile-column-started = Dimulai
profile-playing = Berlangsung
profile-won = Menang
profile-lost = Kalah
profile-drawn = Seri
profile-aborted = Dibatalkan
# $speed: lobby-speed-live or lobby-speed-days.
profile-game-terms = { $speed }, { $mode ->
    [rated] berperingkat
   *[casual] santai
}
profile-replay = Putar ulang
profile-replay-label = Putar ulang permainan melawan { $name }

leaderboard-title = Papan peringkat
leaderboard-intro = Pemain dengan sedikitnya 10 permainan berperingkat, yang terakhir dalam 30 hari terakhir.
leaderboard-counted = Permainan berperingkat baru mengubah peringkat setelah tiap pihak menabur setidaknya { $sowings } kali: permainan yang menyerah, ditinggalkan, atau kalah waktu lebih awal hampir tidak dimainkan, dan menghitungnya akan membiarkan dua akun bertukar poin dalam hitungan detik. Karena alasan yang sama, permainan dua pemain satu sama lain mengubah peringkat paling banyak { $games } kali dalam 24 jam.
leaderboard-held = Peringkat yang naik dari permainan yang tampak diatur tidak dimasukkan ke papan ini sampai seseorang yang mengelola situs telah memeriksanya: { $wins } kemenangan atau lebih dalam { $days } hari yang memberi banyak poin, melawan lawan yang menyerah sebelum menabur { $sowings } kali, atau yang bermain dari alamat jaringan yang sama, atau melawan satu lawan berulang kali. Peringkat itu sendiri tetap berlaku, dan pemain tetap bermain seperti biasa.
leaderboard-nobody = Belum ada.
leaderboard-live = Langsung
leaderboard-correspondence = Korespondensi
leaderboard-column-rank = Urutan
leaderboard-column-player = Pemain
leaderboard-column-rating = Peringkat
leaderboard-column-games = Permainan berperingkat
profile-arenas-heading = Turnamen
profile-arena-line = posisi { $rank } dari { $players }, { $points } poin
