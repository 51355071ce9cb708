#!/usr/bin/env python3
# An arena heard through Orca: in a visible Chromium with JavaScript, by real key presses, the
# player names themselves in the lobby, opens an arena another player (plain HTTP, as a browser
# without JavaScript) holds from the tournaments list, and joins it. The arena's page must take
# them to their game with the focus on a pit (or, on the other's turn, the turn); the other player
# resigns; the room says when the next game comes and takes the player back to the arena by
# itself, where a third player joins: the player's place changes and the next game is found,
# through the arena's event stream. Every live-region text the pages show is written to
# expected.txt for heard.py to find in Orca's speech. English pages. Exits non-zero when a game is
# not found, the focus is not in the game, or the place is not said.
import sys, time, urllib.parse
from playwright.sync_api import sync_playwright

from keys import (ACTIVE, FAILURES, LISTEN, Opponent, fail, finish, heard_so_far, key, mark, reach,
                  type_text, visible_chromium)

URL = (sys.argv[1] if len(sys.argv) > 1 else 'http://127.0.0.1:3000').rstrip('/') + '/'
OUT = sys.argv[2] if len(sys.argv) > 2 else '.'
READY = 'Your game is ready.'

# As keys.LISTEN, one paragraph at a time: the arena's status region has two (its time, the
# player's place), spoken apart and only when changed, in either order. What a region says when
# the driver starts listening counts as heard.
LISTEN_PARTS = """() => { window.said = window.said || [];
  const note = (first) => {
    for (const r of document.querySelectorAll('[aria-live], [role=status], [role=alert]')) {
      const parts = r.querySelectorAll('p').length ? [...r.querySelectorAll('p')] : [r];
      parts.forEach((part, at) => {
        const t = part.textContent.trim(), key = 'heard' + at;
        if (t && r.dataset[key] !== t && first !== true) window.said.push(t);
        r.dataset[key] = t;
      });
  } };
  note(true);
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true }); }"""

def named(name):
    player = Opponent(URL)
    player.post('/api/name-choose', name=name)
    return player

def until_game(pg, expected, within=15):
    """Keeps what the arena page says until it goes to a game; the room's token."""
    said, started = [], time.time()
    while '/room/' not in pg.url and time.time() - started < within:
        try:
            # The next page may already answer, with nothing heard yet.
            now = heard_so_far(pg)
            said = now if len(now) >= len(said) else said
        except Exception:
            pass  # the page is going: what it said before counts
        time.sleep(0.1)
    expected.extend(said)
    # The alert the arena page shows as it goes, spoken before the game opens.
    if not any(READY in text for text in said):
        expected.append(READY)
    if '/room/' not in pg.url:
        fail(f'the arena page did not go to a game within {within} s')
        return None
    pg.wait_for_selector('body[data-hydrated]'); time.sleep(4)
    mark(f'the game opened; active: {pg.evaluate(ACTIVE)}')
    # On the player's turn a pit has the focus; on the other's, the line
    # that says whose turn it is.
    if not pg.evaluate("() => document.activeElement.matches('.pit-panel button.pit, .now')"):
        fail('the game did not open with the focus on a pit or the turn')
    return pg.url.rstrip('/').rsplit('/', 1)[-1]

with sync_playwright() as p:
    b, pg = visible_chromium(p, URL + 'lobby')
    expected = []
    stamp = int(time.time()) % 100000
    name = f'Orca {stamp}'
    mark(f'type the name "{name}" and press Enter')
    reach(pg, '#display-name'); type_text(name); key('Return')
    pg.wait_for_function('shown => document.querySelector("main").textContent.includes(shown)',
                         arg='Your name: ' + name)
    host = named(f'Host {stamp}')
    held = host.post('/api/tournament-new', name=f'Orca arena {stamp}', clock='3+2', stones='4',
                     minutes='15', starts_in='0', mode='casual')
    arena = urllib.parse.urlparse(held.geturl()).path
    mark(f'the other player holds {arena}; open it from the list')
    pg.goto(URL + 'tournaments'); time.sleep(2)
    reach(pg, f'main a[href="{arena}"]'); key('Return')
    pg.wait_for_url('**' + arena); time.sleep(3)
    pg.evaluate(LISTEN_PARTS)
    mark('join the arena')
    reach(pg, '.tournament-act button[type="submit"]'); key('Return')
    room = until_game(pg, expected)
    if room:
        pg.evaluate(LISTEN)
        mark('the other player resigns')
        host.resign(room); time.sleep(3)
        mark('the game says: ' + pg.locator('.turn').inner_text())
        if 'Next game in 5 seconds' not in pg.locator('.next-game').inner_text():
            fail('the room does not say when the next game comes')
        expected.extend(heard_so_far(pg))
        mark('back to the arena by itself once the result was read')
        pg.wait_for_url('**' + arena, timeout=10_000); time.sleep(3)
        pg.evaluate(LISTEN_PARTS)
        if 'You are 1 of 2 with 2 points.' not in pg.locator('main').inner_text():
            fail('the arena page does not give the player\'s place')
        mark('a third player joins')
        third = named(f'Third {stamp}')
        third.post('/api/tournament-act', id=arena.rsplit('/', 1)[-1], action='join')
        said_before = len(expected)
        until_game(pg, expected)
        if not any('You are 1 of 3 with 2 points.' in said for said in expected[said_before:]):
            fail('the new place was not said')
    finish(pg, OUT, expected)
    b.close()

if FAILURES:
    print('\n'.join(['FAILED:'] + FAILURES))
    sys.exit(1)
