## La página de logros (/achievements).

achievements-page-title = Logros
achievements-page-loading = Cargando…
achievements-page-reached = Conseguido el { $date }
achievements-page-not-yet = Todavía no
achievements-page-count = { $count } de { $total } conseguidos.
