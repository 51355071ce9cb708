## Di sekitar setiap halaman: kepala, kaki, dan menu bahasa.

site-skip = Langsung ke permainan
site-nav = Situs
site-more = Halaman lain
site-footer = Kalah, permainan Mancala dengan dua baris dan dua lumbung, dimainkan dengan aturan bakunya.
nav-lobby = Main melawan orang
nav-rules = Aturan
nav-strategy = Strategi
nav-games = Permainan Anda
nav-achievements = Pencapaian
nav-tournaments = Turnamen
nav-watch = Tonton permainan
nav-leaderboard = Papan peringkat
nav-analysis = Papan analisis
nav-puzzles = Teka-teki
nav-history = Sejarah
nav-faq = Tanya jawab
nav-variants = Varian
nav-device = Lanjutkan di perangkat lain
language-label = Bahasa
language-change = Ganti
language-unknown = Bahasa itu tidak tersedia di situs ini ({ $given }). Tidak ada yang berubah; pilih salah satu dari daftar.
language-unknown-title = Bahasa tidak tersedia
back-to-kalah = Kembali ke Kalah
unavailable-title = Coba lagi sebentar lagi
unavailable-message = Server tidak dapat menyimpan atau memuat saat ini, jadi permintaan ini tidak melakukan apa-apa. Silakan coba lagi sebentar lagi.
refused-other-site-title = Dikirim dari situs lain
refused-other-site = Formulir ini dikirim ke Kalah oleh halaman dari situs lain, jadi ditolak dan tidak ada yang berubah. Untuk bermain, buka Kalah secara langsung.
refused-too-large-title = Kiriman terlalu besar
refused-too-large = Permintaan itu jauh lebih besar daripada formulir mana pun di situs ini, jadi ditolak dan tidak ada yang berubah.
refused-slow-down-title = Pelan-pelan
refused-not-done-title = Tidak dilakukan
refused-unreadable-title = Formulir tidak dipahami
refused-unreadable = Formulir ini tidak bisa dibaca, jadi ditolak dan tidak ada yang berubah. Kembali ke halaman dan kirim dari sana.

## Berkas catatan permainan yang diunduh. Langkah dan posisi ditulis dalam
## notasi halaman aturan dan dibiarkan apa adanya.

record-title = Catatan permainan Kalah
record-variant = Varian: { $stones } biji per lubang, tangkapan standar
record-variant-empty-capture = Varian: { $stones } biji per lubang, tangkapan kosong
record-start = Awal: { $position }
record-moves = Langkah: { $moves }
record-position = Posisi: { $position }
record-unproved = Belum terbukti (hasil pencarian Ahli): langkah { $plies }
record-resigned = Menyerah: { $name }
