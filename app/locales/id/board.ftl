## Permainan dalam kata-kata: sisi, pengaturan, langkah, giliran, hasil, dan
## papan yang dibacakan. Diucapkan di pulau: hanya teks, variabel, dan
## pilihan pada satu variabel.
##
## $who, $owner, $winner: sisi siapa — you, computer, friend, one, two atau
## named; $name, $owner_name, $winner_name berisi nama sisi itu
## (side-name). Komputer dan teman punya varian sendiri di tengah kalimat.

side-name = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
    [one] Pemain 1
    [two] Pemain 2
   *[named] { $name }
}

level-easy = Mudah
level-medium = Sedang
level-hard = Sulit
level-expert = Ahli

setup-computer = melawan Komputer · { $level } · Anda jalan { $seat ->
    [one] lebih dulu
   *[two] kedua
}
setup-same-device = 2 pemain di perangkat ini
setup-friend = melawan teman · Anda jalan { $seat ->
    [one] lebih dulu
   *[two] kedua
}
setup-named = melawan { $name } · Anda jalan { $seat ->
    [one] lebih dulu
   *[two] kedua
}
setup-watching = Dua teman, Anda menonton
setup-watching-named = { $one } melawan { $two }, Anda menonton
setup-stones = { $stones } biji
setup-stones-empty-capture = { $stones } biji · tangkapan kosong

game-aborted = Permainan dibatalkan: tanpa hasil, dan tanpa perubahan peringkat.
game-resigned = { $who ->
    [you] Anda menyerah.
    [computer] Komputer menyerah.
    [friend] Teman Anda menyerah.
   *[other] { $name } menyerah.
} { $winner ->
    [you] Anda menang.
    [computer] Komputer menang.
    [friend] Teman Anda menang.
   *[other] { $winner_name } menang.
}
game-out-of-time = { $who ->
    [you] Waktu Anda habis.
    [computer] Waktu komputer habis.
    [friend] Waktu teman Anda habis.
   *[other] Waktu { $name } habis.
} { $winner ->
    [you] Anda menang.
    [computer] Komputer menang.
    [friend] Teman Anda menang.
   *[other] { $winner_name } menang.
}

turn-yours = Giliran Anda.
turn-computer = Giliran komputer.
turn-friend = Giliran teman Anda.
turn-named = Giliran { $name }.
turn-to-move = Giliran { $name }.

achievement-unlocked = Pencapaian terbuka: { $title }.
move-unproved = Belum terbukti: tingkat Ahli memilih langkah ini lewat pencarian.
status-thinking = Komputer sedang berpikir…
status-sowing = Menabur…

note-undone = Langkah diurungkan.
note-redone = Langkah diulangi.
note-paused = Permainan dijeda.
note-resumed = Permainan dilanjutkan.
note-restarted = Permainan dimulai ulang.
note-handed-over = Teman Anda pergi; komputer ({ $level }) memainkan sisinya.
note-no-first-move = { $who ->
    [you] Anda tidak melangkah pertama tepat waktu.
   *[other] { $name } tidak melangkah pertama tepat waktu.
}

hint = Petunjuk: tabur lubang { $pit }.
hint-ahead = Dengan permainan sempurna mulai dari sini, Anda akan unggul { $count } biji di akhir.
hint-behind = Jika kedua pihak bermain sempurna mulai dari sini, Anda akan tertinggal { $count } biji di akhir.
hint-draw = Jika kedua pihak bermain sempurna mulai dari sini, permainan berakhir seri.
hint-unsolved = (Langkah terkuat yang ditemukan dalam waktu yang tersedia.)

judged = Langkah { $number }: { $who ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] { $name }
} menabur lubang { $pit }, { $judgement }
judged-solving = Langkah { $number }: { $who ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] { $name }
} menabur lubang { $pit }. Belum dinilai: sedang dipecahkan.
judged-unsolved = Langkah { $number }: { $who ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] { $name }
} menabur lubang { $pit }. Tidak dinilai: posisinya tidak dapat dipecahkan di sini dalam waktu yang tersedia.
judgement = nilai { $value }; { $verdict } (terbaik: lubang { $best_pit }, { $best }).
verdict-kept-win = kemenangan tetap terjaga
verdict-kept-draw = hasil seri tetap terjaga
verdict-best = langkah terbaik yang ada
verdict-lost = kehilangan { $count } biji

# Sesudah "di": "biji terakhir di lumbung Anda".
place-pit = { $owner ->
    [you] lubang { $pit } Anda
    [computer] lubang { $pit } komputer
    [friend] lubang { $pit } teman Anda
   *[other] lubang { $pit } milik { $owner_name }
}
place-store = { $owner ->
    [you] lumbung Anda
    [computer] lumbung komputer
    [friend] lumbung teman Anda
   *[other] lumbung milik { $owner_name }
}

move-capture = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
   *[other] { $name }
} menabur lubang { $pit } dan menangkap { $count } biji dari lubang { $facing }.
move-extra-turn = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
   *[other] { $name }
} menabur lubang { $pit }: biji terakhir di { $place }, giliran tambahan.
move-landed = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
   *[other] { $name }
} menabur lubang { $pit }: biji terakhir di { $place }.
move-sowed = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
   *[other] { $name }
} menabur lubang { $pit }.
swept = { $count } biji masuk ke { $owner ->
    [you] lumbung Anda
    [computer] lumbung komputer
    [friend] lumbung teman Anda
   *[other] lumbung milik { $owner_name }
}
game-over = Satu sisi kosong: permainan selesai.
game-over-swept = Satu sisi kosong: permainan selesai; { $swept }.
game-over-swept-both = Satu sisi kosong: permainan selesai; { $first } dan { $second }.

result-draw = Seri, { $one } lawan { $two }.
result-win = { $who ->
    [you] Anda menang
    [computer] Komputer menang
    [friend] Teman Anda menang
   *[other] { $name } menang
} { $score } lawan { $other_score }.

pit-label = { $owner ->
    [you] Lubang { $pit } Anda
    [computer] Lubang { $pit } komputer
    [friend] Lubang { $pit } teman Anda
   *[other] Lubang { $pit } milik { $owner_name }
}, { $count } biji
store-label = { $owner ->
    [you] Lumbung Anda
    [computer] Lumbung komputer
    [friend] Lumbung teman Anda
   *[other] Lumbung milik { $owner_name }
}, { $count } biji
pits-label = Kontrol tombol: lubang dan lumbung
pit-last-move = (langkah terakhir)
side-label = P{ $number } · { $name }

outcome-draws = seri
outcome-wins = menang dengan selisih { $count }
outcome-loses = kalah dengan selisih { $count }

span-hours = { $count } jam
span-minutes = { $count } menit
span-seconds = { $count } detik

## Papan dalam kata-kata (untuk dibacakan).

readouts-summary = Papan dalam kata-kata
row = { $owner ->
    [you] Baris Anda
    [computer] Baris komputer
    [friend] Baris teman Anda
   *[other] Baris milik { $owner_name }
}, lubang 1 sampai 6: { $counts }.
stores = Lumbung: { $near } { $near_count }, { $far } { $far_count }.
forecast-over = Permainan sudah selesai.
forecast-empty = Lubang { $pit } kosong.
forecast-lands = Lubang { $pit }: biji terakhir jatuh di { $place }.
forecast-capture = Lubang { $pit }: biji terakhir jatuh di { $place } dan menangkap { $count } biji.
forecast-extra-turn = Lubang { $pit }: biji terakhir jatuh di { $place }, giliran tambahan.
forecast-ends = Langkah ini mengakhiri permainan.
forecasts-heading = Apa yang akan dilakukan tiap { $owner ->
    [you] lubang Anda
    [computer] lubang komputer
    [friend] lubang teman Anda
   *[other] lubang milik { $owner_name }
}
last-move = Langkah terakhir: { $move }
last-move-none = Belum ada langkah sejak permainan dimulai atau sejak langkah terakhir diurungkan.

## Pencapaian.

achievement-first-sow = Taburan pertama
achievement-extra-turn = Giliran tambahan
achievement-capture = Tangkapan pertama
achievement-finished = Permainan selesai
achievement-win-vs-computer = Mengalahkan komputer
achievement-fresh-hard-win = Menang tanpa bantuan di Sulit atau Ahli
achievement-clean-win = Kemenangan bersih
achievement-three-levels = Tiga tingkat
achievement-first-sow-how = Tabur sebuah lubang untuk pertama kalinya.
achievement-extra-turn-how = Akhiri taburan di lumbung Anda untuk mendapat giliran lagi.
achievement-capture-how = Tangkap biji dengan mengakhiri taburan di salah satu lubang kosong Anda.
achievement-finished-how = Selesaikan satu permainan.
achievement-win-vs-computer-how = Menangkan satu permainan melawan komputer.
achievement-fresh-hard-win-how = Menangkan permainan di tingkat Sulit atau Ahli tanpa Urungkan atau Mulai ulang.
achievement-clean-win-how = Kalahkan komputer tanpa Urungkan atau Mulai ulang.
achievement-three-levels-how = Menangkan permainan tanpa Urungkan atau Mulai ulang melawan tiga tingkat yang berbeda.
