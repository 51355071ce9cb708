## The page for a path that leads nowhere.

not-found-title = Halaman tidak ditemukan
not-found-text = Tidak ada apa pun di alamat ini.
not-found-link = Mulai permainan baru
