## /faq: the questions players ask, answered briefly.

faq-title = Fragen und Antworten zu Kalah
faq-description = Kurze Antworten zu Kalah: Mancala oder Kalah, Extrazüge, Beute, das Spielende, Spielen mit Freunden, Geräte und Barrierefreiheit.
faq-heading = Fragen und Antworten

faq-mancala-question = Ist Mancala dasselbe wie Kalah?
# Followed by a link to the variants page, then faq-mancala-after.
faq-mancala-before = Mancala ist die ganze Familie der Säspiele; Kalah ist eines davon. In Kalah erbeutest du aus der Mulde gegenüber deiner eigenen leeren Mulde; in Oware zum Beispiel erbeutest du auf der Seite deines Gegners, indem du eine Mulde auf 2 oder 3 bringst. Siehe
faq-mancala-link = die Mancala-Familie
faq-mancala-after = .

faq-store-question = Was passiert, wenn mein letzter Stein in meiner Kalaha landet?
# Followed by a link to the rules.
faq-store-answer = Du bist noch einmal am Zug, so oft das passiert. In der Kalaha deines Gegners kann der letzte Stein nie landen, denn beim Säen wird sie übersprungen.
faq-store-link = Die Regeln

faq-capture-question = Wann erbeute ich Steine?
faq-capture-answer = Nur wenn dein letzter Stein in einer leeren Mulde auf deiner Seite landet und in der Mulde gegenüber Steine liegen. Du legst ihn und die Steine gegenüber in deine Kalaha, und dein Gegner ist am Zug.

faq-end-question = Wann endet die Partie?
faq-end-answer = Nach jedem Zug, der eine der beiden Seiten leert. Die Steine, die noch in Mulden liegen, bekommt der Spieler, dem die jeweilige Seite gehört. Bei 48 Steinen gewinnst du mit 25 in deiner Kalaha.

faq-perfect-question = Wer gewinnt bei perfektem Spiel?
# “Expert” is the computer's strongest level. Followed by a link to the history page.
faq-perfect-answer = Der erste Spieler, mit 8 Steinen Vorsprung, und nur mit der Eröffnung aus Mulde 3. Unsere Stufe Experte spielt perfekt.
faq-perfect-link = Geschichte und das gelöste Spiel

faq-friend-question = Wie spiele ich online gegen einen Freund?
# “Play a friend” and “Join” are the buttons' words.
faq-friend-answer = Wähle auf der Startseite „Gegen einen Freund spielen“, schick den Link, und dein Freund drückt auf „Beitreten“; du spielst zuerst. Ein Raum schließt 30 Minuten, nachdem beide Spieler ihn verlassen haben, und 24 Stunden nach seiner Erstellung.

faq-device-question = Kann ich auf meinem Handy weiterspielen?
# Around a link to the page “Continue on another device”.
faq-device-before = Ja: Öffne die Seite
faq-device-link = Auf einem anderen Gerät weiterspielen
faq-device-after = und ruf den Link auf dem Handy auf (oder scanne den Code). Behalte den Link für dich.

faq-account-question = Brauche ich ein Konto oder JavaScript?
faq-account-answer = Du brauchst kein Konto, und jede Seite funktioniert ohne JavaScript, allein mit der Tastatur und mit einem Screenreader. Mit JavaScript erscheinen Züge sofort und animiert.

faq-better-question = Wie werde ich besser?
# Around a link to the strategy page.
faq-better-before = Lies die
faq-better-link = Strategietipps
faq-better-after = , probiere ihre Stellungen aus und öffne nach einer Partie ihre Analyse, um zu sehen, welche Züge dich Steine gekostet haben.
