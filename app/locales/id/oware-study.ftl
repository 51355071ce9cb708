# A finished Oware game's analysis page.
oware-analysis-intro = Setiap langkah beserta nilainya jika kedua pihak bermain sempurna sejak saat itu, sebagaimana dibuktikan oleh basis data akhir permainan Oware: selisih tangkapan setelah semua biji yang tersisa dimainkan habis, bagi pemain yang melangkah (permainannya sendiri berakhir begitu seseorang memiliki 25 biji, dan itu tidak pernah mengubah siapa yang menang). Basis data menghitung dari setiap posisi, seolah-olah tidak ada apa pun sebelumnya. Jika nilainya bergantung pada skor sebuah posisi berulang, basis data memberikan dua nilai yang mengapitnya.
oware-analysis-summary = { $judged } dari { $total } langkah dinilai oleh basis data akhir permainan. { $losing } di antaranya membuang biji (setidaknya { $lost } seluruhnya).
oware-analysis-unproved = { $count } sisanya dimainkan dengan lebih dari { $seeds } biji di papan, di luar jangkauan basis data: belum terbukti.
oware-analysis-no-database = Server ini tidak memiliki basis data akhir permainan Oware untuk aturan ini, atau basis datanya belum siap, jadi tidak ada langkah yang terbukti.
oware-judged-unproved = Langkah { $number }: { $who ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] { $name }
} menabur lubang { $pit }. Belum terbukti: biji yang tersisa lebih banyak daripada yang dimuat basis data akhir permainan.
oware-judgement = nilai { $worth }; { $verdict } (terbaik: lubang { $best_pit }, { $best }).
oware-verdict-lost = membuang { $count ->
   *[other] { $count } biji
}
oware-verdict-lost-at-least = membuang setidaknya { $count ->
   *[other] { $count } biji
}, apa pun aturan posisi berulangnya
oware-verdict-depends = apakah langkah ini yang terbaik bergantung pada aturan posisi berulang
oware-worth-between = antara { $least } dan { $greatest }

# Oware's analysis board.
oware-study-title = Papan analisis Oware
oware-study-description = Susun posisi Oware apa pun dan lihat nilai setiap langkah, sejauh basis data akhir permainan membuktikannya.
oware-study-link = Papan analisis Oware: nilai setiap langkah di akhir permainan
oware-study-value = Giliran { $player }. Jika kedua pihak bermain sempurna, { $player } { $outcome } (selisih antara kedua tangkapan setelah semua biji dimainkan habis).
oware-study-value-between = Giliran { $player }. Jika kedua pihak bermain sempurna, { $player } unggul antara { $least } dan { $greatest } biji di akhir, tergantung skor sebuah posisi berulang (selisih antara kedua tangkapan setelah semua biji dimainkan habis).
oware-study-proved = Setiap langkah dibuktikan oleh basis data akhir permainan.
oware-study-unproved = Belum terbukti: posisi ini memiliki lebih banyak biji di papan daripada yang dimuat basis data akhir permainan ({ $seeds }).
oware-study-no-database = Belum terbukti: server ini tidak memiliki basis data akhir permainan Oware untuk aturan ini, atau basis datanya belum siap.
oware-study-worth-best = nilai { $worth }, terbaik
oware-study-worth = nilai { $worth }
oware-study-not-proved = belum terbukti
oware-study-does-capture = menangkap { $count ->
   *[other] { $count } biji
}
oware-study-does-lands = biji terakhir jatuh di { $place }
oware-study-does-end = mengakhiri permainan, { $score } lawan { $other_score }
oware-study-position = Posisi (15 angka, atau teks PlayStrategy)
oware-study-submit = Pelajari posisi ini
oware-study-setup-heading = Susun posisi Oware
oware-study-setup-help = Lima belas angka: lubang 1 sampai 6 dan tangkapan Pemain 1, lubang 1 sampai 6 dan tangkapan Pemain 2, lalu giliran siapa (1 atau 2). Posisi awalnya adalah 4,4,4,4,4,4,0,4,4,4,4,4,4,0,1.
oware-study-mistake = Posisi itu tidak dapat dipelajari: { $why }

# A hint in Oware.
oware-hint-ahead = Dengan permainan sempurna mulai dari sini, Anda akan unggul { $count ->
   *[other] { $count } biji
} dalam tangkapan setelah semua biji dimainkan habis.
oware-hint-behind = Jika kedua pihak bermain sempurna mulai dari sini, Anda akan tertinggal { $count ->
   *[other] { $count } biji
} dalam tangkapan setelah semua biji dimainkan habis.
oware-hint-draw = Jika kedua pihak bermain sempurna mulai dari sini, tangkapan kedua pihak akan sama di akhir.
oware-hint-between = Jika kedua pihak bermain sempurna mulai dari sini, Anda akan unggul antara { $least } dan { $greatest } biji dalam tangkapan setelah semua biji dimainkan habis, tergantung skor sebuah posisi berulang.
oware-hint-unproved = (Langkah terkuat yang ditemukan dalam waktu yang tersedia: belum terbukti.)
