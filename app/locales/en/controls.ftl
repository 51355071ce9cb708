## The game page and its controls: game controls, keyboard help, board
## settings and clocks. Said in the game and room islands, so only text,
## variables and choices on a variable.

controls-loading = Loading the game…
# The page title; $setup is the game's set-up in words ("vs Computer · Medium · you play first").
controls-title = Game { $setup }
controls-description = A game of Kalah in progress: the board, the moves so far and whose turn it is.
controls-game-not-found = Game not found
controls-not-your-game = Not your game
controls-game-unavailable = The game cannot be shown
controls-start-new = Start a new game

controls-button-controls = Button controls
controls-extra-turn = Extra turn!
controls-hints-used = Hints used in this game: { $count }
# Followed by the time played, as 12:34.
controls-active-time = Active time:
controls-welcome-back = Welcome back
controls-welcome-back-text = The game waits for you. Press Resume to see the board and go on.
controls-achievement-unlocked = Achievement unlocked
controls-all-achievements = All achievements
controls-paused = Paused
controls-paused-text = The board is hidden and the game waits. Press Resume to go on.
controls-game-over = Game over

## The game controls: buttons under the board.

controls-label = Game controls
controls-undo = Undo
controls-redo = Redo
controls-hint = Hint
controls-pause = Pause
controls-resume = Resume
controls-abort = Abort game
controls-resign = Resign…
controls-resign-question = Give up this game?
controls-resign-confirm = Yes, resign
controls-restart = Restart
controls-new-game = New game
controls-analyse = Analyse this game
controls-analysis-so-far = Analysis so far
controls-change-mode = Change mode

## Keyboard help. The keys themselves (U, R, P, Y, O, S, W, L, T, 1–6)
## stay as they are.

controls-keyboard = Keyboard
controls-keyboard-focus = Keys work while the focus is in the game.
controls-key-tab = Tab
controls-keys-tab = into the button controls
controls-keys-arrows = move among the pits you can sow
controls-key-home-end = Home, End
controls-keys-home-end = first or last pit you can sow
controls-keys-numbers = choose that pit
controls-key-enter-space = Enter, Space
controls-keys-enter-space = sow the chosen pit
controls-keys-undo-redo = undo, redo
controls-keys-pause = pause or resume
controls-keys-rows = read out your row, the opponent's row, the stores
controls-keys-forecast = what the chosen pit would do
controls-keys-last-turn = read out the last move, whose turn it is
# Spoken when W is pressed with no pit chosen.
controls-choose-first = Choose a pit first: press 1 to 6 or move to it with the arrow keys.

## Board settings.

controls-settings = Board settings
controls-view-angled = Angled
controls-view-top-down = Top-down
controls-animation = Animation
controls-sound = Sound
controls-full-screen = Full screen

## Clocks of a live game.

controls-clocks = Clocks
# Followed by the time left, as 4:59.
controls-clock-yours = Your clock:
controls-clock-of = { $name }'s clock:
# Spoken as the player's own clock passes 60, 30 and 10 seconds.
controls-clock-warning = { $seconds ->
    [60] One minute left on your clock.
    [one] { $seconds } second left on your clock.
   *[other] { $seconds } seconds left on your clock.
}
