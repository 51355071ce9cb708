#!/usr/bin/env python3
# Plays Oware in a *visible* Chromium on $DISPLAY with real X key events (xdotool), as drive.py
# does for Kalah, two players on one device from three positions: a move that does not feed is
# refused and the one that does is played, a chain capture of three pits, and a grand slam that
# captures nothing and ends the game (the next player cannot feed). Playwright only starts each
# game (the new-game form, as the strategy page's "try it" sends it) and reads the page: where the
# focus is and what the live regions and the refusal said (expected.txt, for heard.py to find in
# Orca's speech). Exits non-zero when the focus leaves the pits or a move goes unannounced.
import os, sys, time
from playwright.sync_api import sync_playwright

from keys import ACTIVE, FAILURES, LISTEN, fail, finish, heard_so_far, key, mark, reach, visible_chromium

LANG = os.environ.get('KALAH_LANG', 'en')
URL = (sys.argv[1] if len(sys.argv) > 1 else 'http://127.0.0.1:3000').rstrip('/') + '/'
PAGES = URL if LANG == 'en' else f'{URL}{LANG}/'
OUT = sys.argv[2] if len(sys.argv) > 2 else '.'

# What each step must have said, as the page says it.
WORDS = {
    'en': {'busy': 'thinking|Sowing', 'refused': 'pit 1 gives no seeds: you must give seeds to Player 2',
           'fed': 'Player 1 sowed pit 6: 5 seeds',
           'chain': 'Captured 2 seeds from pit 3, 3 from pit 2 and 2 from pit 1.',
           'slam': 'so it captures nothing', 'end': 'the game is over'},
    'de': {'busy': 'denkt nach|Säen', 'refused': 'Mulde 1 gibt keine Samen ab: du musst Spieler 2 Samen geben',
           'fed': 'Spieler 1 hat Mulde 6 gesät: 5 Samen',
           'chain': 'Erbeutet: 2 Samen aus Mulde 3, 3 aus Mulde 2 und 2 aus Mulde 1.',
           'slam': 'deshalb erbeutet der Zug nichts', 'end': 'Die Partie ist vorbei'},
}[LANG]

ON_PIT = """() => document.activeElement.matches('.pit-panel button.pit:not([aria-disabled])')"""

def start(pg, position):
    """A game on one device from `position`, opened with the focus where the page puts it."""
    answer = pg.request.post(URL + 'api/new-game', form={
        'game': 'oware', 'opponent': 'same-device', 'position': position}, max_redirects=0)
    location = answer.headers['location']
    mark(f'new Oware game from {position}: {location}')
    pg.goto(PAGES.rstrip('/') + location if LANG != 'en' else URL.rstrip('/') + location)
    pg.wait_for_selector('body[data-hydrated]'); time.sleep(3)
    pg.evaluate(LISTEN)

def sow(pg, side, pit, step):
    """Tab to `side`'s pit, press Enter; what was announced after it."""
    before = len(heard_so_far(pg))
    mark(f'{step}: Tab to pit {pit} of Player {side}, then Enter')
    reach(pg, f'.pit-panel button.pit[data-side="{side}"][data-pit="{pit}"]'); time.sleep(0.5)
    key('Return'); time.sleep(2)
    pg.wait_for_function("busy => !new RegExp(busy).test(document.querySelector('.status').textContent)",
                         arg=WORDS['busy'])
    time.sleep(1.5)
    heard = heard_so_far(pg)[before:]
    mark(f'announced: {" | ".join(heard)}; active: {pg.evaluate(ACTIVE)}')
    return heard

def expect(heard, words, what, expected):
    expected.extend(heard)
    if not any(words in text for text in heard):
        fail(f'{what}: "{words}" was not announced (heard: {heard})')

with sync_playwright() as p:
    b, pg = visible_chromium(p, PAGES)
    expected = []

    # Player 2 has no seeds: pit 1 does not reach them, pit 6 does.
    start(pg, '2,0,0,0,0,5,20,0,0,0,0,0,0,21,1')
    expect(sow(pg, 1, 1, 'a move that does not feed'), WORDS['refused'], 'the refusal', expected)
    if not pg.evaluate(ON_PIT):
        fail(f'after the refusal the focus left the pits: {pg.evaluate(ACTIVE)}')
    expect(sow(pg, 1, 6, 'the move that feeds'), WORDS['fed'], 'the feeding move', expected)
    if not pg.evaluate(ON_PIT):
        fail(f'after the move the focus left the pits: {pg.evaluate(ACTIVE)}')

    # Pit 6's three seeds make Player 2's pits 1 to 3 hold 2, 3 and 2: all three are taken.
    start(pg, '4,4,4,4,4,3,5,1,2,1,4,4,4,4,1')
    expect(sow(pg, 1, 6, 'a chain capture'), WORDS['chain'], 'the chain capture', expected)

    # Pit 6 would take all of Player 2's seeds: it takes none, and Player 2 cannot feed.
    start(pg, '0,0,0,0,0,2,20,1,2,0,0,0,0,23,1')
    heard = sow(pg, 1, 6, 'a grand slam that ends the game')
    expect(heard, WORDS['slam'], 'the grand slam', expected)
    expect(heard, WORDS['end'], 'the end and why', [])
    if not pg.locator('.game-over').count():
        fail('the game did not end')
    else:
        mark('result: ' + pg.locator('.game-over').inner_text().replace('\n', ' | '))

    finish(pg, OUT, expected)
    b.close()

if FAILURES:
    print('\n'.join(['FAILED:'] + FAILURES))
    sys.exit(1)
