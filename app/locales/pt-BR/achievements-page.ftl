## A página de conquistas (/achievements).

achievements-page-title = Conquistas
achievements-page-loading = Carregando…
achievements-page-reached = Conquistada em { $date }
achievements-page-not-yet = Ainda não
achievements-page-count = { $count } de { $total } conquistadas.
