## The lobby: the player's name, open seeks and the form that opens one.
## $mode: rated or casual.

lobby-title = Main melawan orang
lobby-loading = Memuat…

# Followed by a link, lobby-accepted-go.
lobby-accepted = Seorang pemain menerima tantangan Anda.
lobby-accepted-go = Ke permainan Anda
# Followed by lobby-checks-every or lobby-checks-off.
lobby-waiting = Menunggu seseorang menerima tantangan Anda.
lobby-checks-every = Halaman ini memeriksa setiap { $seconds } detik dan membawa Anda ke permainan.
lobby-checks-off = Halaman ini tidak memeriksa dengan sendirinya.
lobby-checks-stop = Berhenti memeriksa otomatis
lobby-checks-start = Periksa otomatis
lobby-check-now = Periksa sekarang

# After a while with nobody: a game against the computer instead.
# $level: a level's name (home-level-medium).
lobby-offer-heading = Belum ada yang datang
lobby-offer = Belum ada yang menerima tantangan Anda. Sambil menunggu, main melawan komputer di tingkat { $level }? Tantangan Anda tetap terbuka di sini.
lobby-offer-play = Main melawan komputer ({ $level })

lobby-play-now = Main sekarang
lobby-play-now-intro = Permainan berperingkat dengan 4 biji melawan pemain pertama yang menunggu hal yang sama, dengan peringkat terdekat dengan Anda; atau tunggu sampai ada.

# A speed: "5+3" ($speed) stays as it is.
lobby-speed-live = { $speed }: { $minutes } menit, ditambah { $seconds } detik per langkah
lobby-speed-days = { $days } hari per langkah

# The table of open seeks.
lobby-seeks-heading = Tantangan terbuka
lobby-seeks-caption = Tantangan terbuka, yang terlama lebih dulu
lobby-column-player = Pemain
lobby-column-rating = Peringkat
lobby-column-game = Permainan
lobby-column-seat = Posisinya
lobby-column-action = Tindakan
lobby-no-seeks = Belum ada tantangan terbuka saat ini. Buka satu, dan tantangan itu tercantum di sini agar pemain lain bisa menerimanya.
lobby-more-seeks = Ada { $count } tantangan terbuka lagi. Yang paling lama tercantum lebih dulu.
lobby-name-first = Pilih nama Anda di atas untuk menerima atau membuka tantangan.
# A player who chose no name.
lobby-anonymous = Seorang pemain
# After the visitor's own name.
lobby-you = (Anda)
# A player without a rating yet.
lobby-rating-new = baru
# Followed by the speed, "5+3".
lobby-seek-game = { $stones } biji, { $mode ->
    [rated] berperingkat
   *[casual] santai
},
lobby-seek-game-empty-capture = { $stones } biji, tangkapan kosong, { $mode ->
    [rated] berperingkat
   *[casual] santai
},
# A correspondence speed, short.
lobby-days = { $days } hari
lobby-seat-random = Acak
lobby-seat-one = Pemain 1
lobby-seat-two = Pemain 2
lobby-cancel = Batalkan
lobby-accept = Terima
# Read out on the buttons: $name is the seek's player.
lobby-cancel-label = Batalkan tantangan { $name }
lobby-accept-label = Terima tantangan { $name }

# The form that opens a seek.
lobby-seek-heading = Buka tantangan
lobby-seek-intro = Tawaran Anda tercantum untuk pemain lain; permainan dimulai begitu salah satu dari mereka menerimanya.
lobby-speed = Kecepatan
lobby-ratings = Peringkat
lobby-rated = Berperingkat
lobby-casual = Santai
lobby-your-seat = Posisi Anda
lobby-seat-first = Pemain 1 (jalan lebih dulu)
lobby-open-seek = Buka tantangan

# The visitor's name.
lobby-name-heading = Nama Anda
lobby-name-intro-new = Pemain lain melihat Anda dengan nama pilihan Anda: pilih satu sebelum permainan pertama Anda melawan orang. Tanpa daftar: nama itu milik peramban ini, dan tautan perangkat Anda membawanya ke perangkat Anda yang lain.
lobby-name-choose = Pilih nama ini
lobby-name-intro = Pemain lain melihat Anda dengan nama ini.
lobby-name-change = Ganti nama
# Followed by the name.
lobby-name-current = Nama Anda:
lobby-name-label = Nama
lobby-name-rules = 3 sampai 20 huruf, angka, spasi, - atau _.

# A correspondence deadline: "Fri 11 Dec 2026, 14:15 UTC". $weekday and
# $month are the names below; $hour and $minute have two digits.
lobby-date = { $weekday }, { $day } { $month } { $year }, { $hour }.{ $minute } UTC
lobby-monday = Sen
lobby-tuesday = Sel
lobby-wednesday = Rab
lobby-thursday = Kam
lobby-friday = Jum
lobby-saturday = Sab
lobby-sunday = Min
lobby-january = Jan
lobby-february = Feb
lobby-march = Mar
lobby-april = Apr
lobby-may = Mei
lobby-june = Jun
lobby-july = Jul
lobby-august = Agu
lobby-september = Sep
lobby-october = Okt
lobby-november = Nov
lobby-december = Des

# Time left to move: "40 minutes", "5 hours 12 minutes", "2 days 3 hours".
lobby-left-minutes = { $minutes } menit
lobby-left-hours = { $hours } jam { $minutes } menit
lobby-left-days = { $days } hari { $hours } jam
