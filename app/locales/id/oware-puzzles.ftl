# Teka-teki Oware, di halaman teka-teki dan di halaman setiap teka-teki.
oware-puzzles-heading = Teka-teki Oware
oware-puzzles-lead = Akhir permainan dari basis data akhir permainan Oware di mana satu langkah menonjol, berapa pun skor sebuah posisi berulang: hanya langkah itu yang mempertahankan kemenangan (atau hasil seri). Peringkat teka-teki Oware Anda terpisah dari peringkat teka-teki Kalah Anda.
oware-puzzles-today = Teka-teki Oware hari ini
oware-puzzles-for-you = Teka-teki Oware untuk Anda
oware-puzzles-total = Total { $count } teka-teki Oware, masing-masing dibuktikan oleh basis data akhir permainan.
oware-puzzles-rating = Peringkat teka-teki Oware Anda: { $rating }.
oware-puzzles-rating-provisional = Peringkat teka-teki Oware Anda: { $rating } (sementara: beberapa percobaan pertama lagi akan memantapkannya).
oware-puzzles-puzzle = Teka-teki Oware { $id }
oware-puzzles-pit-least = lubang { $pit } berakhir dengan selisih setidaknya { $value }
oware-puzzles-pit-most = lubang { $pit } dengan selisih paling tinggi { $value }
oware-puzzles-tried = Lubang { $pit } berakhir dengan selisih paling tinggi { $value }
oware-puzzles-whatever-the-rule = Setiap nilai adalah selisih tangkapan dengan permainan sempurna setelah semua biji dimainkan habis, sebagaimana dibuktikan oleh basis data akhir permainan, berapa pun skor sebuah posisi berulang.
