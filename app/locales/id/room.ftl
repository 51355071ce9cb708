## Halaman ruang: bermain melawan teman (atau pemain dari lobi) lewat
## tautan. Nama pemain tidak pernah diterjemahkan.

room-loading = Memuat ruang…
room-play-friend = Main melawan teman
room-title-game = Permainan { $setup }
room-title-first = Permainan melawan { $name } · Anda jalan dulu
room-title-second = Permainan melawan { $name } · { $name } jalan dulu
room-title-watching = { $first } vs { $second }
room-not-found = Ruang tidak ditemukan
room-unavailable = Ruang tidak dapat ditampilkan
room-start-new = Mulai permainan baru

room-host-invite = Kirim tautan ini ke teman Anda. Permainan dimulai saat teman Anda membukanya dan bergabung; Anda jalan lebih dulu.
room-link = Tautan:
room-copy-link = Salin tautan
room-share = Bagikan
room-link-copied = Tautan disalin.
room-share-title = Ayo main Kalah bersamaku
room-waiting = Menunggu teman Anda bergabung…
room-invited = Seorang teman mengajak Anda bermain Kalah. Teman Anda jalan lebih dulu.
room-join = Gabung

room-heading = Ruang
room-presence-friend = { $connected ->
    [yes] Teman Anda sedang online.
   *[no] Teman Anda sedang tidak online.
}
room-presence-named = { $connected ->
    [yes] { $name } sedang online.
   *[no] { $name } sedang tidak online.
}
room-watching = Anda sedang menonton.
room-watching-friends = Anda sedang menonton. Pemain 1: { $first ->
    [yes] online
   *[no] tidak online
}; Pemain 2: { $second ->
    [yes] online
   *[no] tidak online
}.
room-play-again = Cari permainan { $speed } lain
room-rematch = Tanding ulang (tukar sisi)
room-rematch-asked-friend = Tanding ulang diminta. Menunggu teman Anda menerima…
room-rematch-asked-named = Tanding ulang diminta. Menunggu { $name } menerima…
room-rematch-offered-friend = Teman Anda mengajak tanding ulang dengan sisi ditukar.
room-rematch-offered-named = { $name } mengajak tanding ulang dengan sisi ditukar.
room-accept-rematch = Terima tanding ulang
room-friend-away = Teman Anda sudah pergi lebih dari { $away }. Anda bisa menyelesaikan permainan melawan komputer ({ $level }).
room-continue = Lanjut melawan komputer

room-rating-new = baru
room-rating-provisional = { $rating }, sementara
room-players = Pemain 1: { $first } ({ $first_rating }). Pemain 2: { $second } ({ $second_rating }). { $speed }, { $rated ->
    [yes] berperingkat
   *[no] santai
}.
room-ratings = Peringkat: { $changes }.
room-deadline = { $name } harus melangkah sebelum { $date } (sisa { $left }).
room-score = Permainan di sini: { $first } { $first_points }, { $second } { $second_points }.

room-check-now = Cek langkah lawan
room-check-automatically = Cek otomatis
room-stop-checking = Hentikan cek otomatis
room-checks-every = Halaman ini memeriksa sendiri setiap { $seconds } detik.
room-checks-never = Halaman ini tidak memeriksa sendiri.
room-arena = Permainan dari turnamen
room-arena-next = Permainan berikutnya dalam { $seconds } detik, dari turnamen.
room-arena-pause = Jeda: tanpa permainan berikutnya
room-arena-back = Kembali ke turnamen { $name }
room-berserk = Berserk: separuh waktumu, tanpa tambahan, satu poin lagi untuk kemenangan
room-berserked = { $name } bermain berserk.
room-house-bot = Bot rumah
room-title-house-bot = { $name } melawan bot rumah
room-presence-house-bot = Bot rumah langsung menjawab; hanya jam Anda yang berjalan.
