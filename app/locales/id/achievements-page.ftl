## Halaman pencapaian (/achievements).

achievements-page-title = Pencapaian
achievements-page-loading = Memuat…
achievements-page-reached = Diraih { $date }
achievements-page-not-yet = Belum
achievements-page-count = { $count } dari { $total } diraih.
