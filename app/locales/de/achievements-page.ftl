## Die Erfolge (/achievements).

achievements-page-title = Erfolge
achievements-page-loading = Wird geladen …
achievements-page-reached = Erreicht am { $date }
achievements-page-not-yet = Noch nicht
achievements-page-count = { $count } von { $total } erreicht.
