## Permainan Anda (/games) dan tayangan ulang satu permainan (/game/:id/replay).

games-title = Permainan Anda
games-loading = Memuat…
games-none = Belum ada permainan.
games-start-one = Mulai satu
games-not-finished = Belum selesai
games-draw = Seri, { $one } lawan { $two }
games-won = { $who ->
    [you] Anda menang
   *[other] { $name } menang
}, { $one } lawan { $two }
games-not-fresh = (setelah Urungkan atau Mulai Ulang)
games-open = Buka
games-replay = Tayangan ulang
games-caption = Permainan Anda, yang terbaru lebih dulu
games-mode = Mode
games-result = Hasil
games-started = Dimulai
games-active-time = Waktu aktif
games-links = Tautan

games-loading-game = Memuat permainan…
games-replay-start = Awal permainan.
games-perfect-play = Dengan permainan sempurna: { $judgement }
games-resigned = { $who ->
    [you] Anda menyerah.
   *[other] { $name } menyerah.
}
games-study = Pelajari posisi ini
games-replay-of = Tayangan ulang: { $setup }
games-step = Langkah { $step } dari { $total }. { $said }
games-steps = Langkah tayangan ulang
games-first = Awal
games-previous = Sebelumnya
games-next = Berikutnya
games-last = Akhir
games-export = Ekspor catatan permainan (teks)
games-analysis = Analisis permainan ini
