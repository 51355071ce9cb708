## Mengapa suatu tindakan ditolak, seperti yang dibaca pemain. Juga
## diucapkan di pulau: hanya teks, variabel, dan pilihan pada satu variabel.

refusal-bad-input = Formulir tidak dapat dipahami ({ $what }). Tidak ada yang berubah.
refusal-game-not-found = Tidak ada permainan di tautan ini. Mungkin tautannya salah ketik.
refusal-room-not-found = Tidak ada ruang di tautan ini. Mungkin tautannya salah ketik, atau ruangnya sudah kedaluwarsa: ruang ditutup beberapa waktu setelah dibuat, dan lebih cepat begitu tidak ada orang di dalamnya.
refusal-link-not-found = Tautan perangkat ini tidak berfungsi: salah ketik atau sudah diganti dengan yang lebih baru. Buat tautan baru di perangkat yang menyimpan permainan Anda.
refusal-puzzle-not-found = Tidak ada teka-teki di tautan ini. Mungkin tautannya salah ketik.
refusal-try-ended = Langkah itu datang setelah percobaan berakhir, jadi tidak dihitung. Tidak ada yang berubah.
refusal-seat-taken = Kedua kursi di ruang ini sudah terisi. Anda bisa menonton permainannya.
refusal-not-now = Tidak sekarang: { $why }. Tidak ada yang berubah.
refusal-not-your-game = Permainan ini milik pemain lain, jadi Anda tidak bisa melihat atau melangkah di dalamnya.
refusal-stale-form = Itu dikirim dari halaman yang sudah usang (klik ganda atau tombol kembali?). Tidak ada yang berubah; ini permainannya seperti sekarang.
refusal-not-your-turn = Bukan giliran Anda. Tidak ada yang berubah.
refusal-game-over = Permainan sudah selesai. Mulai yang baru dengan Permainan baru.
refusal-paused = Permainan sedang dijeda. Tekan Lanjutkan untuk melanjutkan; tidak ada yang berubah.
refusal-journal-full = Permainan ini sudah mencapai batas { $limit } tindakan yang dicatat, jadi tidak ada lagi yang bisa ditambahkan. Tidak ada yang berubah; mulai percobaan baru dengan Permainan baru.
refusal-illegal-move = Langkah itu tidak diperbolehkan: { $reason }. Tidak ada yang berubah.
refusal-nothing-to-undo = Tidak ada yang bisa diurungkan.
refusal-nothing-to-redo = Tidak ada yang bisa diulangi.
refusal-nothing-to-restart = Tidak ada yang bisa dimulai ulang: permainan masih di awal.
refusal-no-hints = Petunjuk tersedia dalam permainan melawan Mudah dan Sedang. Tidak ada yang berubah.
refusal-unavailable = Server tidak dapat menyimpan atau memuat saat ini. Tidak ada yang berubah; silakan coba lagi.
refusal-slow-down = Pelan-pelan: itu lebih banyak permainan baru dalam satu menit daripada yang bisa dimainkan siapa pun. Tidak ada yang dimulai; tunggu satu menit, lalu coba lagi.
refusal-too-often = Pelan-pelan: itu lebih dari yang dilakukan siapa pun dalam waktu singkat. Tidak ada yang berubah; coba lagi dalam { $span }.
refusal-too-many-open-games = Anda sudah punya { $limit } permainan yang belum selesai. Selesaikan salah satunya (daftarnya ada di Permainan Anda) sebelum memulai yang lain.
refusal-name = { $why } Nama Anda tidak berubah.
refusal-seek = { $why } Tidak ada tantangan yang dibuka.
refusal-seek-not-found = Tantangan itu sudah tidak terbuka: pemainnya membatalkannya atau pergi. Tidak ada yang berubah; pilih yang lain atau buka tantangan Anda sendiri.
refusal-seek-taken = Pemain lain lebih dulu menerima tantangan itu. Tidak ada yang berubah; pilih yang lain atau buka tantangan Anda sendiri.
refusal-player-not-found = Tidak ada pemain dengan nama ini. Mungkin salah ketik, atau pemiliknya sudah memilih nama lain.
refusal-out-of-time = Waktu Anda habis sebelum langkah itu tiba, jadi langkah itu tidak dimainkan: permainan kalah karena waktu.
refusal-no-first-move = Terlambat: satu sisi tidak melangkah pertama tepat waktu, jadi permainan dibatalkan, tanpa hasil dan tanpa perubahan peringkat.

# Sesudah "Langkah itu tidak diperbolehkan:".
illegal-game-over = permainan sudah selesai, tidak ada langkah lagi
illegal-empty-pit = lubang { $pit } kosong; pilih lubang yang berisi biji

seek-refusal-stones = Jumlah biji per lubang antara 3 dan 6.
seek-refusal-speed = Pilih salah satu kecepatan yang tersedia.
seek-refusal-mode = Pilih berperingkat atau santai.
seek-refusal-seat = Pilih kursi acak, Pemain 1, atau Pemain 2.

refusal-arena-not-found = Turnamen itu tidak ada. Tidak ada yang berubah.
refusal-arena = { $why } Tidak ada turnamen yang dibuat.
arena-refusal-name = Nama turnamen terdiri dari 3 sampai 40 karakter.
arena-refusal-clock = Pilih salah satu kecepatan yang tersedia.
arena-refusal-stones = Jumlah biji per lubang antara 3 dan 6.
arena-refusal-minutes = Pilih salah satu durasi yang tersedia.
arena-refusal-start = Pilih salah satu waktu mulai yang tersedia.
arena-refusal-mode = Pilih berperingkat atau santai.

name-too-short = Nama harus terdiri dari setidaknya { $count } karakter.
name-too-long = Nama boleh terdiri dari paling banyak { $count } karakter.
name-character = Nama boleh berisi huruf, angka, spasi, - dan _, tetapi tidak boleh { $character }.
name-nothing-to-read = Nama harus berisi setidaknya satu huruf atau angka.
# Nama yang dicadangkan adalah kata-kata bahasa Inggris, apa pun bahasa halamannya.
name-reserved = Nama itu adalah salah satu yang ditampilkan situs sendiri (Komputer, tingkat-tingkatnya, Pemain 1 dan 2, Teman Anda, bot rumah); pilih nama lain.
name-taken = Pemain lain sudah memakai nama itu, atau nama yang tampak sama; pilih nama lain.
name-held = Pemain lain memakai nama itu sampai baru-baru ini: nama tetap milik pemilik lamanya selama { $days } hari. Pilih nama lain.
name-mixed-scripts = Satu kata dalam nama tidak boleh mencampur abjad (seperti а Sirilik di antara huruf Latin).

# Sesudah "Tidak sekarang:".
not-now-room-game = permainan di ruang, dengan teman atau dalam turnamen, tidak punya urungkan, ulangi, petunjuk, atau jeda
not-now-own-room = ini ruang Anda sendiri; kirim tautannya ke teman Anda
not-now-own-seek = ini tantangan Anda sendiri; pemain lain yang menerimanya
not-now-public-game = permainan dari lobi tidak diserahkan ke komputer
not-now-name-first = pilih dulu nama yang akan dilihat pemain lain
not-now-no-abort = hanya permainan dari lobi yang bisa dibatalkan; menyerahlah saja
not-now-abort-too-late = kedua pemain sudah melangkah, jadi permainan tidak bisa dibatalkan lagi; menyerahlah saja
not-now-not-started = permainan belum dimulai
not-now-not-over = permainan belum selesai
not-now-friend-here = teman Anda masih di sini atau baru pergi kurang dari { $span } yang lalu
not-now-arena-over = turnamen sudah selesai
not-now-arena-rematch = turnamen memasangkan pemainnya lagi dengan sendirinya: permainan berikutnya datang dari turnamen
not-now-arena-held = Anda sudah mengadakan turnamen yang belum selesai; turnamen berikutnya bisa diadakan setelah itu selesai
not-now-arenas-today = Anda sudah mengadakan { $count } turnamen dalam 24 jam terakhir, batas yang diizinkan
not-now-seeks-open = Anda punya { $count } tantangan terbuka, batas sekaligus; batalkan satu dulu
not-now-no-shows = { $count } permainan Anda melawan orang lain dibatalkan dalam 24 jam terakhir karena Anda tidak melangkah; permainan berikutnya bisa dimulai dalam { $span }
not-now-no-berserk = berserk hanya untuk permainan turnamen berjam, sekali, sebelum langkah pertamamu
