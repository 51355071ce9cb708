## Warum eine Aktion abgelehnt wurde, so wie der Spieler es liest. Wird
## auch in den Inseln gesagt: nur Text, Variablen und Auswahlen über eine
## Variable.

refusal-bad-input = Das Formular wurde nicht verstanden ({ $what }). Es wurde nichts geändert.
refusal-game-not-found = Unter diesem Link gibt es keine Partie. Vielleicht wurde er falsch eingegeben.
refusal-room-not-found = Unter diesem Link gibt es keinen Raum. Vielleicht wurde er falsch eingegeben, oder er ist abgelaufen: Ein Raum schließt einige Zeit nach seiner Erstellung, und früher, sobald niemand mehr darin ist.
refusal-link-not-found = Dieser Geräte-Link funktioniert nicht: Er wurde falsch eingegeben oder durch einen neueren ersetzt. Erstelle einen neuen Link auf dem Gerät, auf dem deine Partien sind.
refusal-puzzle-not-found = Unter diesem Link gibt es keine Aufgabe. Vielleicht wurde er falsch eingegeben.
refusal-try-ended = Dieser Zug kam nach dem Ende des Versuchs und wurde deshalb nicht gezählt. Es wurde nichts geändert.
refusal-seat-taken = Beide Plätze in diesem Raum sind besetzt. Du kannst der Partie zuschauen.
refusal-not-now = Jetzt nicht: { $why }. Es wurde nichts geändert.
refusal-not-your-game = Diese Partie gehört einem anderen Spieler; du kannst sie weder ansehen noch darin ziehen.
refusal-stale-form = Das wurde von einer veralteten Seite gesendet (ein Doppelklick oder die Zurück-Taste?). Es wurde nichts geändert; hier ist die Partie, wie sie jetzt steht.
refusal-not-your-turn = Du bist nicht am Zug. Es wurde nichts geändert.
refusal-game-over = Die Partie ist vorbei. Starte mit „Neue Partie“ eine neue.
refusal-paused = Die Partie ist pausiert. Drücke „Fortsetzen“, um weiterzuspielen; es wurde nichts geändert.
refusal-journal-full = Diese Partie hat ihre Grenze von { $limit } aufgezeichneten Aktionen erreicht, es kann nichts mehr hinzukommen. Es wurde nichts geändert; starte mit „Neue Partie“ einen neuen Versuch.
refusal-illegal-move = Dieser Zug ist nicht erlaubt: { $reason }. Es wurde nichts geändert.
refusal-nothing-to-undo = Es gibt nichts zurückzunehmen.
refusal-nothing-to-redo = Es gibt nichts zu wiederholen.
refusal-nothing-to-restart = Es gibt nichts neu zu starten: Die Partie steht am Anfang.
refusal-no-hints = Tipps gibt es in Partien gegen Leicht und Mittel. Es wurde nichts geändert.
refusal-unavailable = Der Server konnte gerade nichts speichern oder laden. Es wurde nichts geändert; bitte versuch es noch einmal.
refusal-slow-down = Langsamer, bitte: Das sind mehr neue Partien in einer Minute, als jemand spielen kann. Es wurde nichts gestartet; warte eine Minute und versuch es dann noch einmal.
refusal-too-often = Langsamer: Das ist mehr, als jemand in kurzer Zeit tut. Nichts hat sich geändert; versuche es in { $span } wieder.
refusal-too-many-open-games = Du hast schon { $limit } unbeendete Partien. Beende eine davon („Deine Partien“ listet sie auf), bevor du eine weitere beginnst.
refusal-name = { $why } Dein Name wurde nicht geändert.
refusal-seek = { $why } Es wurde kein Gesuch eröffnet.
refusal-seek-not-found = Dieses Gesuch ist nicht mehr offen: Sein Spieler hat es zurückgezogen oder ist gegangen. Es wurde nichts geändert; wähle ein anderes oder eröffne dein eigenes.
refusal-seek-taken = Ein anderer Spieler hat dieses Gesuch zuerst angenommen. Es wurde nichts geändert; wähle ein anderes oder eröffne dein eigenes.
refusal-player-not-found = Kein Spieler hat diesen Namen. Vielleicht wurde er falsch eingegeben, oder der Spieler hat einen anderen gewählt.
refusal-out-of-time = Deine Zeit ist abgelaufen, bevor dieser Zug ankam, deshalb wurde er nicht gespielt: Die Partie ist auf Zeit verloren.
refusal-no-first-move = Das kam zu spät: Eine Seite hat ihren ersten Zug nicht rechtzeitig gemacht, deshalb wurde die Partie abgebrochen, ohne Ergebnis und ohne Änderung der Wertung.

# Nach „Dieser Zug ist nicht erlaubt:“.
illegal-game-over = Die Partie ist vorbei, es gibt keine Züge mehr
illegal-empty-pit = Mulde { $pit } ist leer; wähle eine andere Mulde

seek-refusal-stones = Steine pro Mulde: 3 bis 6.
seek-refusal-speed = Wähle eines der angebotenen Tempos.
seek-refusal-mode = Wähle gewertet oder ungewertet.
seek-refusal-seat = Wähle einen zufälligen Platz, Spieler 1 oder Spieler 2.

refusal-arena-not-found = Dieses Turnier gibt es nicht. Es wurde nichts geändert.
refusal-arena = { $why } Es wurde kein Turnier angelegt.
arena-refusal-name = Der Name eines Turniers hat 3 bis 40 Zeichen.
arena-refusal-clock = Wähle eine der angebotenen Bedenkzeiten.
arena-refusal-stones = Steine pro Mulde: 3 bis 6.
arena-refusal-minutes = Wähle eine der angebotenen Dauern.
arena-refusal-start = Wähle einen der angebotenen Startzeitpunkte.
arena-refusal-mode = Wähle gewertet oder ungewertet.

name-too-short = Ein Name braucht mindestens { $count } Zeichen.
name-too-long = Ein Name darf höchstens { $count } Zeichen haben.
name-character = Ein Name darf Buchstaben, Ziffern, Leerzeichen, - und _ enthalten, aber nicht { $character }.
name-nothing-to-read = Ein Name braucht mindestens einen Buchstaben oder eine Ziffer.
# Die reservierten Namen sind die englischen Wörter, in jeder Sprache der Seite.
name-reserved = Diesen Namen zeigt die Seite selbst an (Computer, die Stufen, Spieler 1 und 2, Dein Freund, der Haus-Bot); wähle einen anderen.
name-taken = Ein anderer Spieler hat diesen Namen oder einen, der gleich aussieht; wähle einen anderen.
name-held = Ein anderer Spieler hatte diesen Namen bis vor Kurzem: Ein Name bleibt { $days } Tage lang für seinen früheren Besitzer reserviert. Wähle einen anderen.
name-mixed-scripts = Ein Wort eines Namens darf keine Alphabete mischen (etwa ein kyrillisches а zwischen lateinischen Buchstaben).

# Nach „Jetzt nicht:“.
not-now-room-game = In einer Partie in einem Raum, mit einem Freund oder im Turnier, gibt es kein Zurücknehmen, Wiederholen, keine Tipps und keine Pause
not-now-own-room = Das ist dein eigener Raum; schick den Link deinem Freund
not-now-own-seek = Das ist dein eigenes Gesuch; ein anderer Spieler nimmt es an
not-now-public-game = Eine Partie aus der Lobby wird nicht an den Computer übergeben
not-now-name-first = Wähle zuerst den Namen, den andere Spieler sehen
not-now-no-abort = Nur eine Partie aus der Lobby kann abgebrochen werden; gib stattdessen auf
not-now-abort-too-late = Beide Spieler haben gezogen, daher kann die Partie nicht mehr abgebrochen werden; gib stattdessen auf
not-now-not-started = Die Partie hat noch nicht begonnen
not-now-not-over = Die Partie ist noch nicht vorbei
not-now-friend-here = Dein Freund ist noch da oder erst vor weniger als { $span } gegangen
not-now-arena-over = Das Turnier ist vorbei
not-now-arena-rematch = Ein Turnier paart seine Spieler selbst neu: deine nächste Partie kommt vom Turnier
not-now-arena-held = du veranstaltest schon ein Turnier, das nicht vorbei ist; das nächste kannst du veranstalten, wenn es vorbei ist
not-now-arenas-today = du hast in den letzten 24 Stunden { $count ->
    [one] ein Turnier
   *[other] { $count } Turniere
} veranstaltet, so viele wie erlaubt
not-now-seeks-open = du hast { $count ->
    [one] ein Gesuch
   *[other] { $count } Gesuche
} offen, so viele wie auf einmal erlaubt; zieh zuerst eines zurück
not-now-no-shows = { $count } deiner Partien aus der Lobby wurden in den letzten 24 Stunden abgebrochen, weil du nicht gezogen hast; deine nächste kann in { $span } beginnen
not-now-no-berserk = Berserk gibt es nur in einer Turnierpartie mit Uhr, einmal, vor deinem ersten Zug
