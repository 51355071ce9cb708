## Die Analyse einer Partie (/game/…/analysis), das Analysebrett
## (/analysis) und was Experte beweist.

analysis-solving = Die Stellungen der Partie werden gelöst …
analysis-unavailable = Analyse nicht verfügbar
analysis-new-game = Neue Partie starten
analysis-title = Analyse: { $setup }
analysis-heading = Analyse
analysis-intro = Jeder Zug mit seinem Wert bei perfektem Spiel beider Seiten ab diesem Zug: der Unterschied zwischen den Kalahas am Ende, aus Sicht des Spielers, der gezogen hat. Ein Zug verschenkt Steine, wenn es einen besseren gab.
analysis-no-moves = Noch keine Züge zum Analysieren.
analysis-summary = { $judged } von { $total } Zügen bewertet. { $losing } davon haben Steine verschenkt ({ $lost } insgesamt).
analysis-summary-solving = Die übrigen { $count } werden gerade gelöst; diese Seite aktualisiert sich alle { $seconds } Sekunden.
analysis-summary-unsolved = Die übrigen { $count } ließen sich in der Zeit, die dieser Server erlaubt, hier nicht lösen.
analysis-move-in-replay = Zug { $number } beim Nachspielen
analysis-study-before = Die Stellung davor untersuchen
analysis-back = Zurück zur Partie

study-title = Analysebrett
study-description = Stelle eine beliebige Kalah-Stellung auf und sieh, was jeder Zug bei perfektem Spiel wert ist.
study-solving = Die Stellung wird gelöst …
study-rules = Die Regeln
study-strategy = Strategie
study-mistakes = Diese Stellung lässt sich nicht untersuchen:
study-value = { $player } ist am Zug. Bei perfektem Spiel beider Seiten gilt: { $player } { $outcome } (der Unterschied zwischen den Kalahas am Ende).
study-to-move = { $player } ist am Zug.
study-all-solved = Alle { $total } Züge gelöst.
study-progress-solving = { $solved } von { $total } Zügen gelöst; die übrigen { $open } werden gerade gelöst, und diese Seite aktualisiert sich alle { $seconds } Sekunden.
study-progress-busy = { $solved } von { $total } Zügen gelöst. Der Löser ist mit anderen Stellungen beschäftigt; diese Seite fragt in { $seconds } Sekunden erneut.
study-progress-unsolved = { $solved } von { $total } Zügen gelöst; die übrigen { $open } ließen sich in der Zeit, die dieser Server erlaubt, hier nicht lösen.
study-worth-best = Wert { $value }, der beste
study-worth = Wert { $value }
study-not-solved = noch nicht gelöst
study-pit = Mulde { $pit }
study-line = : { $worth }; { $does }.
study-does-end = beendet die Partie, { $score } zu { $other_score }
study-does-extra-turn = der letzte Stein landet in der Kalaha: ein Extrazug
study-does-capture = erbeutet { $count } Steine (Mulde { $facing } der Gegenseite und den letzten Stein)
study-does-pass = der Zug geht an die Gegenseite
study-board-label = Die untersuchte Stellung
study-link = Link zu dieser Stellung
study-moves = Züge, der beste zuerst
study-play-from-here = Von hier aus spielen
study-against-computer = Gegen den Computer, du spielst { $player }:
study-play-computer = Gegen den Computer spielen
study-two-players = Zwei Spieler an diesem Gerät

study-setup-heading = Eine Stellung aufstellen
study-setup-stones = Steine in jeder Mulde und Kalaha
study-setup-empty-capture = Leerfang-Regel (ein letzter Stein in einer leeren Mulde erbeutet auch dann, wenn die gegenüberliegende Mulde leer ist)
study-setup-submit = Diese Stellung untersuchen

study-place-pit = Mulde { $pit } von Spieler { $player }
study-place-store = Kalaha von Spieler { $player }
study-whose-turn = Wer am Zug ist
study-game-over = Diese Partie ist vorbei: Das Analysebrett untersucht Stellungen, in denen noch ein Zug zu machen ist.
study-say-turn = Gib an, wer am Zug ist: Spieler 1 oder Spieler 2.
study-too-many = { $place } fasst höchstens { $most } Steine, alle Steine einer Partie mit 6 Steinen.
study-field-empty = { $place } ist leer: Gib eine Anzahl Steine an.
study-not-a-number = { $place } enthält „{ $text }“: Gib eine ganze Zahl von Steinen an, 0 bis { $most }.
study-count = Eine Stellung besteht aus 15 Zahlen: die Mulden 1 bis 6 und die Kalaha von Spieler 1, die Mulden 1 bis 6 und die Kalaha von Spieler 2, dann wer am Zug ist (1 oder 2). Diese hat { $found }.
study-negative = { $place } kann nicht weniger als 0 Steine enthalten.
study-stone-total = Auf dem Brett liegen insgesamt { $found } Steine, aber eine Partie hat 36, 48, 60 oder 72 (zu Beginn 3 bis 6 in jeder Mulde).
study-player = Wer am Zug ist, muss 1 oder 2 sein, nicht „{ $text }“.
study-side-empty = Alle Mulden von Spieler { $player } sind leer, also ist diese Partie schon vorbei: Das Analysebrett untersucht Stellungen, in denen noch ein Zug zu machen ist.
study-stones-left = In einer beendeten Partie (14 Zahlen) liegt jeder Stein in einer Kalaha; gib an, wer am Zug ist, um eine laufende Partie zu untersuchen.
study-unreadable = Diese Stellung lässt sich nicht lesen: { $error }.

proof-variant = Kalah mit { $stones } Steinen
proof-variant-empty-capture = Kalah mit { $stones } Steinen und der Leerfang-Regel
proof-scope = Experte beweist jeden Zug, den er spielt, bei { $places }. In den anderen Varianten sucht er tief, wo er einen Zug nicht beweisen kann, und sagt das dann.
proof-scope-either = Kalah mit { $counts } Steinen, mit und ohne Leerfang-Regel
proof-scope-standard = Kalah mit { $counts } Steinen ohne Leerfang-Regel
proof-scope-empty-capture = Kalah mit { $counts } Steinen und der Leerfang-Regel
proof-scope-and = { $before }; bei { $place }
proof-count = { $count }
proof-counts = { $rest } und { $last }
proof-caveat = Experte hat nicht jeden Zug bei { $variant } bewiesen; er sucht stattdessen tief, und jeder Zug, den er nicht beweisen konnte, ist markiert.
proof-preparing = Experte macht sich noch bereit: Dieser Server ist gerade gestartet und berechnet die Endspieltabellen, mit denen Experte seine Züge beweist; das dauert ein paar Minuten. Bis sie fertig sind, spielt Experte dort, wo er einen Zug nicht rechtzeitig beweisen kann, stattdessen seinen besten Suchzug und markiert diesen Zug mit „Nicht bewiesen“.
