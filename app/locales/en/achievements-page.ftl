## The achievements page (/achievements).

achievements-page-title = Achievements
achievements-page-loading = Loading…
# $date: "2026-11-30 14:05 UTC".
achievements-page-reached = Reached { $date }
achievements-page-not-yet = Not yet
achievements-page-count = { $count } of { $total } reached.
