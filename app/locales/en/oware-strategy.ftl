## /oware/strategy: four ideas, each with a position to practise against the
## computer, and a word on the endgame.

oware-strategy-title = Oware strategy
oware-strategy-description = Oware tips with positions to practise: spotting pits of one and two seeds, building a kroo, keeping a spare move and feeding an empty row.
oware-strategy-lead = Four ideas that strong players keep in mind, each with a position where it matters; try it against the computer (Medium), with you to move. Then a word on counting to the end.
oware-strategy-try = Try it against the computer
oware-strategy-rules-link = How to play Oware
oware-strategy-history-link = The history of Oware

## Each idea: a heading, the advice, and the caption of its board.

oware-strategy-targets-title = Count the ones and twos
oware-strategy-targets-advice = A pit is captured when your last seed leaves it with 2 or 3, so the pits to look for are your opponent's pits holding 1 or 2. Count where each of your pits ends: if the last seed lands on such a pit, you capture it, and the pits just before it too while they also reach 2 or 3. Your own pits of 1 and 2 are your opponent's targets in the same way: fill them or move them before they are taken.
oware-strategy-targets-caption = Player 2's pits 1, 2 and 3 hold 2, 2 and 1 seeds. Your pit 1 sows 8 seeds and the last lands in their pit 3, which now holds 2, while pits 2 and 1 hold 3 each: all three are captured, 8 seeds, and none of Player 2's replies captures anything.

oware-strategy-kroo-title = Build a kroo
oware-strategy-kroo-advice = A pit of 12 seeds or more, which players call a kroo, goes all the way round the board, skipping the pit it came from, and its second round drops more seeds into your opponent's row. Pits there that held 0 or 1 can end with 2 or 3, so one move can capture several pits at once. Let a kroo grow quietly, count where its last seed will fall, and play it when your opponent's row is thin. Keep an eye on your opponent's big pits for the same reason.
oware-strategy-kroo-caption = Your pit 5 holds 17 seeds. Eleven go once round the board; the last six fall into your pit 6 and Player 2's pits 1 to 5, which end with 2, 2, 3, 3 and 2 seeds: all five are captured, 12 seeds.

oware-strategy-tempo-title = Keep a spare move
oware-strategy-tempo-advice = When both rows are thin, every move changes something: it empties a pit, hands a seed across, or leaves a 1 or a 2 for your opponent to take. A small pit you can sow without giving anything away is a spare move: while you have one you can wait, and your opponent must be the one to weaken their row. Keep such moves in reserve, and count how many your opponent has left.
oware-strategy-tempo-caption = Your pit 1's single seed is a spare move: sown into pit 2 it gives nothing away, and each of Player 2's three moves then lets you capture. Any other move leaves that seed in pit 1, where Player 2's pit 6 reaches it and captures 2.

oware-strategy-feeding-title = Feed as little as you can
oware-strategy-feeding-advice = When your opponent has no seeds, you must play a move that gives them some; moves that stay on your side are not allowed. If no move can reach them, the game ends and you keep the seeds on your row. Among the moves that feed, choose the one that gives the fewest seeds, or one that sets up a capture: every seed you hand over gives your opponent moves, and seeds left on their row count for them at the end.
oware-strategy-feeding-caption = Player 2 has no seeds. Your pits 1 and 2 cannot reach their row, so they may not be played; pit 3 would give them 6 seeds and pit 4 would give 4, while pit 5 gives just 1.

## The endgame: advice only, no board.

oware-strategy-endgame-title = Count to twenty-five
oware-strategy-endgame-advice = With 48 seeds, 25 captured wins, and 24 each is a draw. Near the end, count what is left on the board: when the player to move has no seeds, or cannot give any to an opponent who has none, or when a position comes round again, the game ends and each player adds the seeds on their own row to their captures. Keep enough seeds on your side for that count, and remember that a move that would take every seed your opponent has left captures nothing here.
