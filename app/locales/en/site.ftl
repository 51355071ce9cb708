## Around every page: the header, the footer and the language menu.

site-skip = Skip to the game
site-nav = Site
site-more = More pages
site-footer = Kalah, the Mancala game of two rows and two stores, played by its standard rules.
nav-lobby = Play people
nav-rules = Rules
nav-strategy = Strategy
nav-games = Your games
nav-achievements = Achievements
nav-tournaments = Tournaments
nav-watch = Watch games
nav-leaderboard = Leaderboard
nav-analysis = Analysis board
nav-puzzles = Puzzles
nav-history = History
nav-faq = FAQ
nav-variants = Variants
nav-device = Continue on another device
language-label = Language
language-change = Change
language-unknown = That language is not one this site offers ({ $given }). Nothing changed; choose one from the list.
language-unknown-title = Language not offered
back-to-kalah = Back to Kalah
unavailable-title = Try again in a moment
unavailable-message = The server could not save or load just now, so this request did nothing. Please try again in a moment.
refused-other-site-title = Sent from another website
refused-other-site = This form was sent to Kalah by a page of another website, so it was refused and nothing changed. To play, open Kalah itself.
refused-too-large-title = Too much sent
refused-too-large = That request was far larger than any form of this site, so it was refused and nothing changed.
refused-slow-down-title = Slow down
refused-not-done-title = Not done
refused-unreadable-title = Form not understood
refused-unreadable = This form could not be read, so it was refused and nothing changed. Go back to the page and send it from there.

## The record file a game exports. The moves and positions are in the
## notation of the rules page and stay as they are.

record-title = Kalah game record
record-variant = Variant: { $stones } stones per pit, standard capture
record-variant-empty-capture = Variant: { $stones } stones per pit, empty capture
record-start = Start: { $position }
record-moves = Moves: { $moves }
record-position = Position: { $position }
record-unproved = Not proved (Expert searched): moves { $plies }
record-resigned = Resigned: { $name }
