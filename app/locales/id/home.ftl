## The home page: how to play, against whom.

home-title = Main Kalah
home-description = Main Kalah, permainan Mancala klasik: melawan komputer dari Mudah hingga Ahli yang sempurna, dengan teman lewat tautan, atau berdua di satu perangkat; dengan atau tanpa JavaScript.
home-lead = Taburkan biji mengelilingi papan: berakhir di lumbung Anda berarti giliran tambahan, berakhir di lubang kosong berarti menangkap. Pemilik biji terbanyak di lumbungnya menang.

home-computer = Main melawan komputer
home-you-play-first = Anda jalan lebih dulu.
# $level: a level's name (level-medium).
home-play-second = Jalan kedua · { $level }
# Before a list of levels.
home-level = Tingkat
# Before a list: first, second.
home-you-play = Anda jalan
home-seat-first = pertama
home-seat-second = kedua
home-start = Mulai

# The variant fields of every new-game form, also in the lobby.
home-stones-per-pit = Biji per lubang
home-empty-capture = Aturan tangkapan kosong

home-people = Main melawan orang
home-people-intro = Cari lawan di lobi: permainan langsung dengan jam, atau korespondensi dengan beberapa hari per langkah; berperingkat atau santai. Tanpa daftar, cukup sebuah nama.
home-people-link = Ke lobi

home-friend = Main dengan teman
home-friend-intro = Dapatkan tautan untuk dikirim; teman Anda membukanya di perangkatnya sendiri lalu bergabung. Anda jalan lebih dulu.
home-friend-link = Main dengan teman (kirim tautan)
home-friend-variant = Main dengan teman dengan varian ini

# Heading and button.
home-same-device = 2 pemain di perangkat ini
home-same-device-intro = Bergiliran di satu layar. Pemain 1 jalan lebih dulu.
home-same-device-variant = 2 pemain dengan varian ini
# Followed by a link, home-variants-link.
home-variants = Varian: 3 sampai 6 biji per lubang, dan aturan tangkapan kosong.
home-variants-link = Apa yang berubah

# One line: home-study, a link (home-study-analysis), home-study-between,
# a link (home-study-puzzles), home-study-end right after it.
home-study = Untuk belajar:
home-study-analysis = papan analisis
home-study-between = (posisi apa pun, nilai setiap langkah dalam permainan sempurna) dan
home-study-puzzles = teka-teki
home-study-end = .
