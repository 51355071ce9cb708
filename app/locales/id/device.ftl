## Lanjutkan di perangkat lain (/device) dan sisi lain dari tautannya (/link/…).

device-title = Lanjutkan di perangkat lain
device-loading = Memuat tautan Anda…
device-play-first = Mainkan satu permainan dulu: tautan ini membawa permainan Anda ke perangkat lain.
device-start-game = Mulai permainan
device-open-link = Buka tautan ini di ponsel atau komputer lain untuk melanjutkan permainan Anda di sana, tepat di posisi terakhirnya.
device-keep-private = Rahasiakan: siapa pun yang memegang tautan ini dapat bermain sebagai Anda.
device-link-label = Tautan:
device-qr-alt = Kode QR dari tautan di atas
device-new-link = Buat tautan baru
device-new-link-note = Tautan baru menggantikan yang ini: tautan lama tidak berfungsi lagi, dan perangkat Anda yang lain dikeluarkan kecuali Anda mempertahankannya.
device-keep-devices = Biarkan perangkat saya yang lain tetap masuk
device-devices-heading = Perangkat yang masuk sebagai Anda
device-unknown-browser = browser yang tidak menyebut namanya
device-this-one = (yang ini)
device-column-browser = Browser
device-column-first = Pertama terlihat
device-column-last = Terakhir terlihat
device-sign-out-others = Keluarkan semua perangkat lain
device-sign-out-this = Keluarkan perangkat ini
device-sign-out-note = Mengeluarkan perangkat langsung mengakhiri sesinya: halaman berikutnya mulai dari awal, tanpa permainan Anda. Gunakan jika orang lain memiliki tautan Anda.

device-here-title = Lanjutkan permainan Anda di sini
device-here-intro = Tautan ini membawa permainan dari perangkat lain. Lanjutkan untuk memainkannya di perangkat ini; browser ini lalu berbagi permainan dan pencapaian pemain tersebut.
device-continue-here = Lanjutkan di sini
device-switch-warning = Browser ini sudah bermain sebagai pemain lain, dengan { $games } permainan. Melanjutkan di sini akan menggantinya ke pemain tautan ini.
device-way-back = Untuk kembali ke pemain yang dimilikinya sekarang, simpan tautannya sendiri:
device-switch-here = Ganti ke pemain tautan ini
