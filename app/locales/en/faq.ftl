## /faq: the questions players ask, answered briefly.

faq-title = Kalah questions and answers
faq-description = Short answers about Kalah: Mancala or Kalah, extra turns, captures, the end of the game, playing a friend, devices and accessibility.
faq-heading = Questions and answers

faq-mancala-question = Is Mancala the same as Kalah?
# Followed by a link to the variants page, then faq-mancala-after.
faq-mancala-before = Mancala is the whole family of sowing games; Kalah is one of them. In Kalah you capture from the pit facing your own empty pit; in Oware, for example, you capture on your opponent's side by making a pit hold 2 or 3. See
faq-mancala-link = the Mancala family
faq-mancala-after = .

faq-store-question = What happens when my last stone lands in my store?
# Followed by a link to the rules.
faq-store-answer = You move again, as often as it happens. The last stone can never land in your opponent's store, because sowing skips it.
faq-store-link = The rules

faq-capture-question = When do I capture?
faq-capture-answer = Only when your last stone lands in an empty pit on your own side and the facing pit has stones. You take both into your store, and the turn passes.

faq-end-question = When does the game end?
faq-end-answer = After any move that leaves either side empty. The stones still in pits go to their side's owner. With 48 stones, 25 in your store wins.

faq-perfect-question = Who wins with perfect play?
# “Expert” is the computer's strongest level. Followed by a link to the history page.
faq-perfect-answer = The first player, by 8, and only by opening with pit 3. Our Expert level plays perfectly.
faq-perfect-link = History and the solved game

faq-friend-question = How do I play a friend online?
# “Play a friend” and “Join” are the buttons' words.
faq-friend-answer = On the home page choose Play a friend, send the link, and your friend presses Join; you play first. A room closes 30 minutes after both players have left, and 24 hours after it was made.

faq-device-question = Can I continue on my phone?
# Around a link to the page “Continue on another device”.
faq-device-before = Yes: open
faq-device-link = Continue on another device
faq-device-after = and open the link (or scan the code) on the phone. Keep the link private.

faq-account-question = Do I need an account, or JavaScript?
faq-account-answer = No account is needed, and every page works without JavaScript, by keyboard alone and with a screen reader. With JavaScript, moves are instant and animated.

faq-better-question = How can I get better?
# Around a link to the strategy page.
faq-better-before = Read the
faq-better-link = strategy tips
faq-better-after = , try their positions, and after a game open its analysis to see which moves lost stones.
