#!/usr/bin/env python3
# Playing a person, heard through Orca: in a visible Chromium with JavaScript, by real key presses,
# the player names themselves in the lobby and opens a seek as Player 1; another player (plain
# HTTP, as a browser without JavaScript) accepts it. The waiting page must go to the game by
# itself with the focus on a pit; the browser's clock is then moved on (Playwright's clock: the
# server's time is real) past 60, 30 and 10 seconds left; then the other player resigns. Every
# live-region text the page shows is written to expected.txt for heard.py to find in Orca's
# speech. Exits non-zero when the pairing does not bring the game, or the focus is not on a pit.
import os, sys, time
from playwright.sync_api import sync_playwright

from keys import (ACTIVE, FAILURES, LISTEN, Opponent, fail, finish, heard_so_far, key, mark, reach,
                  type_text, visible_chromium)

URL = (sys.argv[1] if len(sys.argv) > 1 else 'http://127.0.0.1:3000').rstrip('/') + '/'
# KALAH_LANG=de plays the German lobby (/de/lobby) and expects German words.
LANG = os.environ.get('KALAH_LANG', 'en')
PAGES = URL if LANG == 'en' else f'{URL}{LANG}/'
WORDS = {
    'en': {'your_name': 'Your name: ', 'accepted': 'A player accepted your seek.',
           'left': ['One minute', '30 seconds', '10 seconds']},
    'de': {'your_name': 'Dein Name: ', 'accepted': 'Jemand hat dein Gesuch angenommen.',
           'left': ['Noch eine Minute', 'Noch 30 Sekunden', 'Noch 10 Sekunden']},
}[LANG]
OUT = sys.argv[2] if len(sys.argv) > 2 else '.'

with sync_playwright() as p:
    b, pg = visible_chromium(p, PAGES + 'lobby')
    expected = []
    name = f'Orca {int(time.time()) % 100000}'
    mark(f'type the name "{name}" and press Enter')
    reach(pg, '#display-name'); type_text(name); key('Return')
    pg.wait_for_function('shown => document.querySelector("main").textContent.includes(shown)',
                         arg=WORDS['your_name'] + name)
    time.sleep(2)
    pg.evaluate(LISTEN)
    mark('choose to move first, then open the seek')
    # Into the radio group by Tab, then to "Player 1 (moves first)" by arrow key and Space, as a
    # person in Orca's browse mode does.
    reach(pg, '.seek-form input[name="seat"][value="random"]'); key('Right'); time.sleep(0.5); key('space'); time.sleep(0.5)
    if not pg.evaluate('() => document.querySelector(\'.seek-form input[name="seat"][value="first"]\').checked'):
        fail('the arrow key did not choose Player 1')
    reach(pg, '.seek-form button[type="submit"]'); key('Return')
    pg.wait_for_url('**/lobby?waiting=*', timeout=10000); time.sleep(3)
    seek = pg.url.split('waiting=')[1]
    expected.extend(heard_so_far(pg))
    # The browser's clock from here on, so the test can move it on later.
    pg.clock.install()
    opponent = Opponent(URL)
    opponent.post('/api/name-choose', name=f'Friend {int(time.time()) % 100000}')
    mark('the other player accepts the seek')
    opponent.post('/api/lobby-act', action='accept', seek=seek)
    # The waiting page's alert, which must be spoken before the game opens.
    expected.append(WORDS['accepted'])
    try:
        pg.wait_for_url('**/room/**', timeout=5000)
    except Exception:
        fail('the waiting page did not go to the game within 5 s')
    pg.wait_for_selector('body[data-hydrated]'); time.sleep(4)
    room = pg.url.rstrip('/').rsplit('/', 1)[-1]
    mark(f'the game opened; active: {pg.evaluate(ACTIVE)}')
    if not pg.evaluate("() => document.activeElement.matches('.pit-panel button.pit:not([aria-disabled])')"):
        fail('the game did not open with the focus on a pit')
    pg.evaluate(LISTEN)
    for seconds, left in zip([241, 30, 20], WORDS['left']):
        mark(f'the browser clock moves on {seconds} s')
        pg.clock.run_for(seconds * 1000); time.sleep(4)
        if not any(text.startswith(left) for text in heard_so_far(pg)):
            fail(f'"{left}…" (left on your clock) was not shown')
    mark('the other player resigns')
    opponent.resign(room); time.sleep(5)
    mark('the game says: ' + pg.locator('.turn').inner_text())
    expected.extend(heard_so_far(pg))
    finish(pg, OUT, expected)
    b.close()

if FAILURES:
    print('\n'.join(['FAILED:'] + FAILURES))
    sys.exit(1)
