## /strategy: six tips, each with a position to practise against the computer.

strategy-title = Strategi Kalah
strategy-description = Tips Kalah dengan posisi untuk berlatih: giliran tambahan, putaran 13 biji, bertahan dari tangkapan, dan menghitung di akhir permainan.
strategy-lead = Enam kebiasaan pemain yang kuat. Masing-masing disertai posisi yang menunjukkan pentingnya kebiasaan itu; cobalah melawan komputer (tingkat Sedang), dan Anda yang melangkah lebih dulu.
strategy-try = Coba melawan komputer
strategy-rules-link = Aturan permainan
strategy-faq-link = Tanya jawab

## Each tip: a heading, the advice, and the caption of its board.

strategy-count-title = Hitung sampai ke lumbung Anda
strategy-count-advice = Lubang yang bijinya tepat mencapai lumbung Anda memberi giliran tambahan: lubang 6 perlu 1 biji, lubang 5 perlu 2, lubang 4 perlu 3, lubang 3 perlu 4. Di awal permainan, lubang 3 adalah lubang seperti itu, dan itulah satu-satunya langkah pembuka yang mempertahankan keunggulan pemain pertama untuk menang.
strategy-count-caption = Posisi awal: lubang 3 berisi 4 biji, pas untuk mencapai lumbung.

strategy-nearest-title = Dahulukan yang terdekat dengan lumbung
strategy-nearest-advice = Jika beberapa lubang memberi giliran tambahan, taburlah lebih dulu lubang yang paling dekat dengan lumbung Anda. Jika lubang yang lebih jauh ditabur lebih dulu, satu bijinya jatuh ke lubang yang lebih dekat dan merusak hitungannya.
strategy-nearest-caption = Lubang 6 (1 biji) dan lubang 5 (2 biji) sama-sama mencapai lumbung: taburlah lubang 6, lalu lubang 5.

strategy-thirteen-title = Tiga belas biji pulang ke asal
strategy-thirteen-advice = Lubang berisi tepat 13 biji berkeliling penuh dan berakhir di lubang itu sendiri, yang kini kosong, tepat setelah lubang di seberangnya menerima satu biji: langkah ini selalu menangkap.
strategy-thirteen-caption = Lubang 3 berisi 13 biji: menaburnya menangkap lubang di seberang beserta biji yang dijatuhkan putaran itu ke sana.

strategy-threat-title = Awasi lubang kosong lawan
strategy-threat-advice = Biji Anda yang berhadapan dengan lubang kosong milik lawan bisa ditangkap jika lawan dapat mengakhiri taburannya di sana. Pindahkan biji yang terancam, atau taburkan satu biji ke lubang kosong itu.
strategy-threat-caption = Lubang 5 Pemain 2 kosong dan lubang 4-nya berisi 1 biji: 6 biji Anda di lubang 2 dalam bahaya.

strategy-empty-side-title = Hitung sebelum mengosongkan sisi Anda
strategy-empty-side-advice = Jika satu sisi kosong, permainan berakhir dan biji yang tersisa menjadi milik sisi tempat biji itu berada. Mengosongkan sisi Anda sendiri dapat mengakhiri permainan saat lawan masih punya biji, dan biji itu tetap menjadi miliknya: hitung dulu.
strategy-empty-side-caption = Menabur lubang 6 mengakhiri permainan: Pemain 2 menyimpan 16 biji dan menang 27 lawan 21.

strategy-majority-title = Dua puluh lima berarti menang
strategy-majority-advice = Dengan 48 biji, 25 biji di lumbung Anda berarti menang, apa pun yang terjadi sesudahnya. Setelah mendapatkannya, bermainlah aman; sebelum itu, hitung biji yang masih ada di papan.
strategy-majority-caption = Pemain 1 punya 22 biji di lumbung dan 3 di sisinya: setiap biji masih berarti.
