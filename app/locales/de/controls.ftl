## Die Spielseite und ihre Bedienelemente.

controls-loading = Partie wird geladen…
controls-title = Partie { $setup }
controls-description = Eine laufende Partie Kalah: das Brett, die bisherigen Züge und wer am Zug ist.
controls-game-not-found = Partie nicht gefunden
controls-not-your-game = Nicht deine Partie
controls-game-unavailable = Die Partie kann nicht angezeigt werden
controls-start-new = Neue Partie starten

controls-button-controls = Bedienung per Schaltflächen
controls-extra-turn = Extrazug!
controls-hints-used = Tipps in dieser Partie: { $count }
controls-active-time = Aktive Spielzeit:
controls-welcome-back = Willkommen zurück
controls-welcome-back-text = Die Partie wartet auf dich. Drücke „Fortsetzen“, um das Brett zu sehen und weiterzuspielen.
controls-achievement-unlocked = Erfolg freigeschaltet
controls-all-achievements = Alle Erfolge
controls-paused = Pausiert
controls-paused-text = Das Brett ist verborgen und die Partie wartet. Drücke „Fortsetzen“, um weiterzuspielen.
controls-game-over = Partie beendet

controls-label = Spielsteuerung
controls-undo = Zurücknehmen
controls-redo = Wiederholen
controls-hint = Tipp
controls-pause = Pause
controls-resume = Fortsetzen
controls-abort = Partie abbrechen
controls-resign = Aufgeben…
controls-resign-question = Diese Partie aufgeben?
controls-resign-confirm = Ja, aufgeben
controls-restart = Neu starten
controls-new-game = Neue Partie
controls-analyse = Partie analysieren
controls-analysis-so-far = Bisher analysieren
controls-change-mode = Modus wechseln

controls-keyboard = Tastatur
controls-keyboard-focus = Die Tasten wirken, solange der Fokus im Spiel ist.
controls-key-tab = Tab
controls-keys-tab = zur Bedienung per Schaltflächen
controls-keys-arrows = zwischen den Mulden wechseln, aus denen du säen kannst
controls-key-home-end = Pos1, Ende
controls-keys-home-end = erste oder letzte Mulde, aus der du säen kannst
controls-keys-numbers = diese Mulde wählen
controls-key-enter-space = Enter, Leertaste
controls-keys-enter-space = aus der gewählten Mulde säen
controls-keys-undo-redo = zurücknehmen, wiederholen
controls-keys-pause = pausieren oder fortsetzen
controls-keys-rows = vorlesen: deine Reihe, die gegnerische Reihe, die Kalahas
controls-keys-forecast = was die gewählte Mulde bewirken würde
controls-keys-last-turn = vorlesen: letzter Zug, wer am Zug ist
controls-choose-first = Wähle zuerst eine Mulde: Drücke 1 bis 6 oder gehe mit den Pfeiltasten zu ihr.

controls-settings = Brett-Einstellungen
controls-view-angled = Schräg
controls-view-top-down = Von oben
controls-animation = Animation
controls-sound = Ton
controls-full-screen = Vollbild

controls-clocks = Uhren
controls-clock-yours = Deine Uhr:
controls-clock-of = Uhr von { $name }:
controls-clock-warning = { $seconds ->
    [60] Noch eine Minute auf deiner Uhr.
    [one] Noch { $seconds } Sekunde auf deiner Uhr.
   *[other] Noch { $seconds } Sekunden auf deiner Uhr.
}
