# Oware: papannya, langkahnya dalam kata-kata, penolakannya, dan pilihannya.

game-oware = Oware
oware-proof-caveat = Dalam Oware, Ahli hanya membuktikan langkahnya di akhir permainan yang ada di basis datanya, jika server memilikinya; langkah yang dicarinya sebagai gantinya ditandai.
record-oware = Permainan: Oware; grand slam { $grand_slam }, siklus { $cycles }
# Sesudah "Langkah itu tidak diperbolehkan:".
illegal-does-not-feed = lubang { $pit } tidak memberi biji kepada lawan Anda, padahal lawan tidak punya biji sama sekali; Anda harus memberinya biji
illegal-does-not-feed-to = lubang { $pit } tidak memberi biji: Anda harus memberi biji kepada { $name }, yang tidak punya biji sama sekali
illegal-grand-slam = lubang { $pit } akan menangkap semua biji lawan Anda, dan aturan ini melarangnya selama masih ada langkah lain
forecast-does-not-feed = Lubang { $pit }: tidak diperbolehkan, { $owner ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] { $owner_name }
} tidak punya biji sama sekali dan harus diberi biji.
forecast-grand-slam = Lubang { $pit }: biji terakhir jatuh di { $place }; ini grand slam, yang tidak menangkap apa pun.

oware-move = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
   *[other] { $name }
} menabur lubang { $pit }: { $count } biji, yang terakhir di { $place }.
oware-captured = Tangkapan: { $captures }.
oware-capture-first = { $count } biji dari lubang { $pit }
oware-capture-next = { $count } dari lubang { $pit }
oware-list = { $rest } dan { $last }
oware-grand-slam = Langkah itu akan mengambil semua biji { $owner ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] milik { $owner_name }
}, jadi tidak ada yang ditangkap.
oware-end-more-than-half = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
   *[other] { $name }
} sudah menangkap lebih dari separuh biji: permainan selesai.
oware-end-no-move = { $who ->
    [you] Anda
    [computer] Komputer
    [friend] Teman Anda
   *[other] { $name }
} tidak bisa memberi biji kepada { $owner ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] { $owner_name }
}, yang tidak punya biji sama sekali: permainan selesai.
oware-end-repetition = Posisi yang sama terulang: permainan selesai.
oware-takes = { $who ->
    [you] Anda
    [computer] komputer
    [friend] teman Anda
   *[other] { $name }
} mengambil { $count } biji
oware-seeds-left = Sisa biji: { $takes }.
oware-pit-label = { $owner ->
    [you] Lubang { $pit } Anda
    [computer] Lubang { $pit } komputer
    [friend] Lubang { $pit } teman Anda
   *[other] Lubang { $pit } milik { $owner_name }
}, { $count } biji
oware-store-label = { $owner ->
    [you] Tangkapan Anda
    [computer] Tangkapan komputer
    [friend] Tangkapan teman Anda
   *[other] Tangkapan milik { $owner_name }
}, { $count } biji

home-oware = Oware
home-oware-intro = Permainan yang paling banyak dimainkan dalam keluarga ini: dua belas lubang berisi empat biji, tangkapan dua dan tiga biji di baris lawan, dan kewajiban untuk selalu memberi lawan biji. Mainkan melawan komputer, Anda jalan lebih dulu:
home-oware-same-device = Oware, berdua di satu perangkat
home-oware-friend = Oware dengan teman: dapatkan tautan
oware-option-grand-slam = Grand slam:
oware-grand-slam-captures-nothing = boleh dimainkan, tidak menangkap apa pun
oware-grand-slam-forbidden = dilarang, kecuali satu-satunya langkah
oware-option-cycles = Posisi berulang:
oware-cycles-own-row = masing-masing mengambil biji di barisnya sendiri
oware-cycles-split = sisa biji dibagi rata
home-oware-level = Oware · { $level }
home-oware-start = Mulai Oware

# The lobby, the watch list, the ratings and the leaderboard.
seek-refusal-game = pilih Kalah atau Oware, dan opsi Oware dari daftar
lobby-game = Permainan
lobby-seek-oware = Oware, { $mode ->
    [rated] berperingkat
   *[casual] santai
}
lobby-play-now-oware = Oware · { $speed }
watch-game-oware = Oware, { $speed }, { $mode ->
    [rated] berperingkat
   *[casual] santai
}, langkah { $number }
leaderboard-oware-live = Oware · Langsung
leaderboard-oware-correspondence = Oware · Korespondensi
profile-rating-oware-live = Peringkat Oware langsung
profile-rating-oware-correspondence = Peringkat Oware korespondensi
oware-family-link = Oware, permainan yang paling banyak dimainkan dalam keluarga ini: aturan, strategi, dan sejarahnya
home-oware-rules-link = Aturan Oware, dengan contoh

# Oware's achievements.
achievement-oware-capture = Tangkapan Oware pertama
achievement-oware-capture-how = Di Oware, buat satu lubang lawan berisi 2 atau 3 biji dengan biji terakhir Anda.
achievement-chain-capture = Tangkapan berantai
achievement-chain-capture-how = Di Oware, tangkap dari tiga lubang atau lebih dalam satu langkah.

# The board in words and what each pit would do.
oware-captures = Tangkapan: { $near } { $near_count }, { $far } { $far_count }.
oware-forecast-lands = Lubang { $pit }: biji terakhir jatuh di { $place }.
oware-forecast-capture = Lubang { $pit }: biji terakhir jatuh di { $place } dan menangkap { $count } biji.


# A grand slam refused, the record, the page's description, quick pairing.
oware-forecast-grand-slam-forbidden = Lubang { $pit }: tidak diizinkan, langkah ini akan menangkap semua biji lawan Anda.
oware-record-title = Catatan permainan Oware
oware-controls-description = Permainan Oware yang sedang berlangsung: papan, langkah sejauh ini, dan giliran siapa sekarang.
lobby-play-now-oware-intro = Atau permainan Oware berperingkat, dengan ketentuan yang sama:

# A friend's room of Oware.
room-share-title-oware = Ayo main Oware bersamaku
room-invited-oware = Seorang teman mengajak Anda bermain Oware. Teman Anda jalan lebih dulu.

# The keyboard help of an Oware game.
oware-controls-keys-rows = bacakan baris Anda, baris lawan, tangkapan
