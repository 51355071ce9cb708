## Halaman permainan dan kontrolnya.

controls-loading = Memuat permainan…
controls-title = Permainan { $setup }
controls-description = Permainan Kalah yang sedang berlangsung: papan, langkah sejauh ini, dan giliran siapa sekarang.
controls-game-not-found = Permainan tidak ditemukan
controls-not-your-game = Bukan permainan Anda
controls-game-unavailable = Permainan tidak dapat ditampilkan
controls-start-new = Mulai permainan baru

controls-button-controls = Kontrol tombol
controls-extra-turn = Giliran tambahan!
controls-hints-used = Petunjuk yang dipakai dalam permainan ini: { $count }
controls-active-time = Waktu aktif:
controls-welcome-back = Selamat datang kembali
controls-welcome-back-text = Permainan menunggu Anda. Tekan Lanjutkan untuk melihat papan dan melanjutkan.
controls-achievement-unlocked = Pencapaian terbuka
controls-all-achievements = Semua pencapaian
controls-paused = Dijeda
controls-paused-text = Papan disembunyikan dan permainan menunggu. Tekan Lanjutkan untuk melanjutkan.
controls-game-over = Permainan selesai

controls-label = Kontrol permainan
controls-undo = Urungkan
controls-redo = Ulangi
controls-hint = Petunjuk
controls-pause = Jeda
controls-resume = Lanjutkan
controls-abort = Batalkan permainan
controls-resign = Menyerah…
controls-resign-question = Menyerah dalam permainan ini?
controls-resign-confirm = Ya, menyerah
controls-restart = Mulai ulang
controls-new-game = Permainan baru
controls-analyse = Analisis permainan ini
controls-analysis-so-far = Analisis sejauh ini
controls-change-mode = Ganti mode

controls-keyboard = Keyboard
controls-keyboard-focus = Tombol berfungsi selama fokus berada di permainan.
controls-key-tab = Tab
controls-keys-tab = ke kontrol tombol
controls-keys-arrows = berpindah di antara lubang yang bisa Anda tabur
controls-key-home-end = Home, End
controls-keys-home-end = lubang pertama atau terakhir yang bisa Anda tabur
controls-keys-numbers = pilih lubang itu
controls-key-enter-space = Enter, Spasi
controls-keys-enter-space = tabur lubang yang dipilih
controls-keys-undo-redo = urungkan, ulangi
controls-keys-pause = jeda atau lanjutkan
controls-keys-rows = bacakan baris Anda, baris lawan, lumbung
controls-keys-forecast = apa yang akan dilakukan lubang yang dipilih
controls-keys-last-turn = bacakan langkah terakhir, giliran siapa
controls-choose-first = Pilih lubang dulu: tekan 1 sampai 6 atau pindah ke sana dengan tombol panah.

controls-settings = Pengaturan papan
controls-view-angled = Miring
controls-view-top-down = Dari atas
controls-animation = Animasi
controls-sound = Suara
controls-full-screen = Layar penuh

controls-clocks = Jam
controls-clock-yours = Jam Anda:
controls-clock-of = Jam { $name }:
controls-clock-warning = { $seconds ->
    [60] Sisa satu menit di jam Anda.
   *[other] Sisa { $seconds } detik di jam Anda.
}
