## /oware/rules: Oware's rules for a first game, each with a worked example
## drawn before and after its move. A diagram's caption is also what a
## screen reader calls its board.

oware-rules-title = How to play Oware
oware-rules-description = The rules of Oware (also called Awale or Awari) for a first game: sowing, the lap, captures, feeding, the grand slam and the end, with worked examples on small board diagrams.
oware-rules-lead = Two players, twelve pits, 48 seeds and no stores. Sow seeds around the board, capture twos and threes on your opponent's row, never leave them without seeds, and take more than half to win.

oware-rules-board-heading = The board
oware-rules-board-text = The board has two rows of six pits. Each player owns the row in front of them and numbers its pits 1 to 6 from their own left. At the start every pit holds four seeds, 48 in all. There are no stores in play: each player keeps the seeds they capture beside the board. Player 1 moves first.
oware-rules-board-caption = The start: four seeds in each pit, nothing captured yet. Player 1's pits are the bottom row, numbered 1 to 6 from left to right; Player 2's are the top row, numbered from Player 2's left, so from right to left as you see them. The numbers beside the rows are each player's captured seeds.

oware-rules-sowing-heading = Sowing
oware-rules-sowing-text = On your turn, pick one of your pits that is not empty. Take all its seeds and drop them one at a time into the pits that follow, counter-clockwise: along your own row to pit 6, then along your opponent's row from their pit 1, and round again. Seeds never go anywhere else.
oware-rules-sowing-before = The start. Player 1 sows pit 6, its four seeds.
oware-rules-sowing-after = One seed fell into each of Player 2's pits 1 to 4, which now hold 5. Player 1's pit 6 is empty, and Player 2 moves next.

oware-rules-lap-heading = Going round the board
oware-rules-lap-text = A pit with 12 seeds or more sends them all the way round the board. The pit they came from is skipped: it stays empty, and the sowing goes on into the next pit.
oware-rules-lap-before = Player 1 sows pit 1, its 12 seeds.
oware-rules-lap-after = Eleven seeds went one into each of the other eleven pits. The twelfth skipped pit 1, which stays empty, and fell into pit 2, which now holds 2.

oware-rules-capture-heading = Capture
oware-rules-capture-text = If your last seed falls into one of your opponent's pits and that pit now holds 2 or 3 seeds, you capture them. Then look at the pit before it: if it is also on your opponent's row and also holds 2 or 3, you capture it too, and so on backwards.
oware-rules-chain-before = Player 2's pit 1 holds 2 seeds and pit 2 holds 1. Player 1 sows pit 4, its four seeds.
oware-rules-chain-after = The last seed made Player 2's pit 2 hold 2, and the seed before it made pit 1 hold 3. Player 1 captured both, 5 seeds, and now has 19.
oware-rules-chain-stops-text = The chain stops at the first pit that holds any other number, or that is on your own row. The pits beyond it are safe, even if they hold 2 or 3.
oware-rules-chain-stops-before = Almost the same board, but Player 2's pit 1 holds 4 seeds and pit 4 holds 3. Player 1 sows pit 4, its four seeds.
oware-rules-chain-stops-after = Pit 2 now held 2 and was captured, but pit 1 reached 5, so the chain stopped there: Player 1 captured only 2 seeds and now has 16. Player 2's pit 4 still holds 3: the chain never reached it.

oware-rules-feeding-heading = Feeding your opponent
oware-rules-feeding-text = If your opponent has no seeds left, you must play a move that gives them some. A move that leaves their row empty is refused while another move reaches it. If none of your moves can, the game ends.
oware-rules-feeding-before = Player 2 has no seeds. Player 1's pit 1 would put its single seed into pit 2, on Player 1's own row, so it is refused. Player 1 sows pit 5, its three seeds.
oware-rules-feeding-after = Pit 5's seeds went into Player 1's pit 6 and Player 2's pits 1 and 2. Player 2 has seeds again, and it is their move.

oware-rules-grand-slam-heading = The grand slam
oware-rules-grand-slam-text = A grand slam is a move that would capture every seed your opponent has left on their row. By default you may play it, but it captures nothing: the seeds stay where they fell.
oware-rules-grand-slam-before = Player 2 has 1 seed in pit 1 and 2 in pit 2. Player 1 sows pit 6, its two seeds.
oware-rules-grand-slam-after = The move would have captured both of Player 2's pits, all 5 of their seeds, so it captured nothing. Player 1 now has no seeds and no move of Player 2 reaches them, so the game is over: Player 2 adds the 5 seeds on their row and wins 28 to 20.
oware-rules-grand-slam-forbidden-text = Under the other option, “forbidden unless the only move”, a grand slam is refused as long as you have another move. If it is your only move, you play it, and it captures nothing.
oware-rules-grand-slam-forbidden-before = Under “forbidden unless the only move”: Player 1's pit 6 would capture both of Player 2's pits, all 5 of their seeds, so it is refused. Player 1 sows pit 1, its single seed.
oware-rules-grand-slam-forbidden-after = The seed went into Player 1's pit 2. Nothing was captured, and Player 2 moves next.

oware-rules-end-heading = The end
oware-rules-end-text = A player who has captured more than 24 seeds, more than half, has won, and the game ends. It also ends when the player to move has no seeds, or cannot give any to an opponent who has none: then each player adds the seeds on their own row to their captures. More seeds wins; 24 to 24 is a draw.

oware-rules-repetition-heading = A repeated position
oware-rules-repetition-text = If a position comes round again, with the same seeds in every pit and the same player to move, the game ends. A capture changes the seeds, so only the positions since the last capture can come back. By default each player then adds the seeds on their own row to their captures.
oware-rules-repetition-before = One seed each, and Player 1 to move. Player 1 sows pit 2; then the two seeds chase each other round the board, one pit a move.
oware-rules-repetition-after = After twelve moves the first position came round again, so the game ended. Each player took the seed on their own row: 24 to 24, a draw.

oware-rules-options-heading = Two options
oware-rules-options-text = Players elsewhere disagree on two points, so you can choose them when you start a game. By default we play the first choice of each; neither option changes any other rule.
oware-rules-option-grand-slam = Grand slam: “played, captures nothing”, as the Oware Society and PlayStrategy play it, or “forbidden unless the only move”, the convention of Awari research.
oware-rules-option-cycles = A repeated position: “each takes their own row”, as PlayStrategy plays it, or “the seeds left are shared” evenly, with an odd seed going to nobody, as in the published Awari databases.

oware-rules-play-link = Play Oware
oware-rules-strategy-link = Oware strategy
oware-rules-history-link = The history of Oware
