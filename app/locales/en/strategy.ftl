## /strategy: six tips, each with a position to practise against the computer.

strategy-title = Kalah strategy
strategy-description = Kalah tips with positions to practise: extra turns, the 13-stone lap, defending against captures and counting the endgame.
strategy-lead = Six habits of strong players. Each comes with a position where it matters; try it against the computer (Medium), with you to move.
strategy-try = Try it against the computer
strategy-rules-link = The rules
strategy-faq-link = FAQ

## Each tip: a heading, the advice, and the caption of its board.

strategy-count-title = Count to your store
strategy-count-advice = A pit whose stones exactly reach your store earns another turn: pit 6 needs 1 stone, pit 5 needs 2, pit 4 needs 3, pit 3 needs 4. At the start pit 3 is such a pit, and it is the only opening that keeps the first player's winning edge.
strategy-count-caption = The start: pit 3 holds 4 stones, exactly enough to reach the store.

strategy-nearest-title = Nearest the store first
strategy-nearest-advice = When several pits give an extra turn, sow the one nearest your store first. Sowing a farther one first drops a stone into the nearer one and spoils it.
strategy-nearest-caption = Pit 6 (1 stone) and pit 5 (2 stones) both reach the store: sow pit 6, then pit 5.

strategy-thirteen-title = Thirteen stones come home
strategy-thirteen-advice = A pit with exactly 13 stones goes all the way round and ends in itself, now empty, just after the facing pit received a stone: it always captures.
strategy-thirteen-caption = Pit 3 holds 13 stones: sowing it captures the pit opposite with the lap's stone in it.

strategy-threat-title = Watch your opponent's empty pits
strategy-threat-advice = Your stones facing an empty pit of your opponent's can be captured if they can end a sowing there. Move the threatened stones, or sow a stone into their empty pit.
strategy-threat-caption = Player 2's pit 5 is empty and their pit 4 holds 1 stone: your 6 stones in pit 2 are in danger.

strategy-empty-side-title = Count before you empty your side
strategy-empty-side-advice = When a side runs empty the game ends and the stones left go to the side they are on. Emptying your own side can end the game while your opponent still holds stones, which they keep: count first.
strategy-empty-side-caption = Sowing pit 6 ends the game: Player 2 keeps 16 stones and wins 27 to 21.

strategy-majority-title = Twenty-five is a win
strategy-majority-advice = With 48 stones, 25 in your store wins whatever happens afterwards. Once you have them, play safe; until then, count what is still on the board.
strategy-majority-caption = Player 1 has 22 in the store and 3 on their side: every stone still counts.
