# Los problemas de oware, en la página de problemas y en la de cada problema.
oware-puzzles-heading = Problemas de oware
oware-puzzles-lead = Finales sacados de la base de datos de finales del oware en los que una jugada destaca, valga lo que valga una posición repetida: es la única que mantiene la victoria (o el empate). Tu puntuación de problemas de oware va aparte de la de Kalah.
oware-puzzles-today = El problema de oware del día
oware-puzzles-for-you = Un problema de oware para ti
oware-puzzles-total = { $count } problemas de oware en total, cada uno demostrado por la base de datos de finales.
oware-puzzles-rating = Tu puntuación de problemas de oware: { $rating }.
oware-puzzles-rating-provisional = Tu puntuación de problemas de oware: { $rating } (provisional: unos cuantos primeros intentos más la asentarán).
oware-puzzles-puzzle = Problema de oware { $id }
oware-puzzles-pit-least = el hoyo { $pit } termina con { $value } como mínimo
oware-puzzles-pit-most = el hoyo { $pit }, con { $value } como máximo
oware-puzzles-tried = El hoyo { $pit } termina con { $value } como máximo
oware-puzzles-whatever-the-rule = Cada valor es la diferencia entre las capturas con juego perfecto una vez jugadas todas las semillas, tal como lo demuestra la base de datos de finales, valga lo que valga una posición repetida.
