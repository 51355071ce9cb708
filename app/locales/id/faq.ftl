## /faq: the questions players ask, answered briefly.

faq-title = Tanya jawab seputar Kalah
faq-description = Jawaban singkat tentang Kalah: Mancala atau Kalah, giliran tambahan, tangkapan, akhir permainan, bermain dengan teman, perangkat, dan aksesibilitas.
faq-heading = Tanya jawab

faq-mancala-question = Apakah Mancala sama dengan Kalah?
# Followed by a link to the variants page, then faq-mancala-after.
faq-mancala-before = Mancala adalah seluruh keluarga permainan menabur; Kalah salah satunya. Dalam Kalah, Anda menangkap dari lubang yang berseberangan dengan lubang kosong Anda sendiri; dalam Oware, misalnya, Anda menangkap di sisi lawan dengan membuat sebuah lubang berisi 2 atau 3 biji. Lihat
faq-mancala-link = keluarga Mancala
faq-mancala-after = .

faq-store-question = Apa yang terjadi jika biji terakhir saya jatuh di lumbung saya?
# Followed by a link to the rules.
faq-store-answer = Anda jalan lagi, setiap kali hal itu terjadi. Biji terakhir tidak akan pernah jatuh di lumbung lawan, karena lumbung itu selalu dilewati saat menabur.
faq-store-link = Aturan permainan

faq-capture-question = Kapan saya menangkap?
faq-capture-answer = Hanya jika biji terakhir Anda jatuh di lubang kosong di sisi Anda sendiri dan lubang di seberangnya berisi biji. Anda memasukkan biji itu beserta biji di seberangnya ke lumbung Anda, lalu giliran berpindah ke lawan.

faq-end-question = Kapan permainan berakhir?
faq-end-answer = Setelah langkah apa pun yang membuat salah satu sisi kosong. Biji yang masih ada di lubang menjadi milik pemain pemilik sisi tersebut. Dengan 48 biji, 25 biji di lumbung Anda sudah memastikan kemenangan.

faq-perfect-question = Siapa yang menang jika kedua pemain bermain sempurna?
# “Expert” is the computer's strongest level. Followed by a link to the history page.
faq-perfect-answer = Pemain pertama, dengan selisih 8, dan hanya jika membuka dengan lubang 3. Tingkat Ahli kami bermain sempurna.
faq-perfect-link = Sejarah dan permainan yang terpecahkan

faq-friend-question = Bagaimana cara bermain daring dengan teman?
# “Play a friend” and “Join” are the buttons' words.
faq-friend-answer = Di beranda, pilih “Main dengan teman”, kirim tautannya, lalu teman Anda menekan “Gabung”; Anda jalan lebih dulu. Ruang permainan ditutup 30 menit setelah kedua pemain keluar, dan 24 jam setelah dibuat.

faq-device-question = Bisakah saya melanjutkan di ponsel?
# Around a link to the page “Continue on another device”.
faq-device-before = Bisa: buka
faq-device-link = Lanjutkan di perangkat lain
faq-device-after = lalu buka tautannya (atau pindai kodenya) di ponsel. Jangan bagikan tautan itu kepada orang lain.

faq-account-question = Apakah saya perlu akun, atau JavaScript?
faq-account-answer = Tidak perlu akun, dan setiap halaman berfungsi tanpa JavaScript, hanya dengan papan ketik, dan dengan pembaca layar. Dengan JavaScript, langkah tampil seketika dan beranimasi.

faq-better-question = Bagaimana cara menjadi lebih mahir?
# Around a link to the strategy page.
faq-better-before = Baca
faq-better-link = tips strategi
faq-better-after = , coba posisi-posisinya, dan setelah permainan selesai, buka analisisnya untuk melihat langkah mana yang membuat Anda kehilangan biji.
