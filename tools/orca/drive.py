#!/usr/bin/env python3
# Plays Kalah in a *visible* Chromium on $DISPLAY with real X key events (xdotool -> XTEST), so
# Orca hears the keystrokes and Chromium's AT-SPI events as a person's: a whole game against Easy
# (Tab and Enter: in browse mode Orca keeps the number keys for itself), then a room where the
# friend (plain HTTP, as a browser without JavaScript) moves while
# a pit has the focus. Playwright only launches the browsers and reads the page: where the focus
# is, and what the live regions said (written to expected.txt for heard.py to find in Orca's
# speech). Exits non-zero when the focus leaves the pits or a move goes unannounced.
import http.cookiejar, os, re, sys, time, urllib.parse, urllib.request
from playwright.sync_api import sync_playwright

from keys import ACTIVE, FAILURES, fail, finish, key, mark, reach, visible_chromium

# KALAH_LANG=de plays the German pages (/de/…) and expects German announcements.
LANG = os.environ.get('KALAH_LANG', 'en')
URL = (sys.argv[1] if len(sys.argv) > 1 else 'http://127.0.0.1:3000').rstrip('/') + '/'
PAGES = URL if LANG == 'en' else f'{URL}{LANG}/'
OUT = sys.argv[2] if len(sys.argv) > 2 else '.'

# The words the driver waits for and checks, as the page says them.
WORDS = {
    'en': {'busy': 'thinking|Sowing', 'your_turn': 'Your turn.',
           'you_sowed': 'You sowed pit {pit}', 'friend_sowed': 'Friend sowed pit {pit}'},
    'de': {'busy': 'denkt nach|Säen', 'your_turn': 'Du bist am Zug.',
           'you_sowed': 'Du hast Mulde {pit} gesät', 'friend_sowed': 'Dein Freund hat Mulde {pit} gesät'},
}[LANG]

ON_PIT = """side => document.activeElement.matches(
  `.pit-panel button.pit[data-side="${side}"]:not([aria-disabled])`)"""

SOWABLE = """side => [...document.querySelectorAll(
  `.pit-panel button.pit[data-side="${side}"]:not([aria-disabled])`)].map(b => b.dataset.pit)"""

# Records every live-region announcement the page makes, in order (what each region said last is
# kept beside the page: the page's script lays the server's drawings over it, attributes included).
LISTEN = """() => { window.said = []; const heard = new WeakMap();
  new MutationObserver(() => {
    for (const r of document.querySelectorAll('.announcer [aria-live]')) {
      const t = r.textContent.trim();
      if (t && heard.get(r) !== t) window.said.push(t);
      heard.set(r, t);
    }
  }).observe(document.querySelector('.announcer'), { subtree: true, childList: true, characterData: true }); }"""

def settle(pg, side='1'):
    """Waits until the moves are played out and `side` can sow (or the game is over)."""
    pg.wait_for_function("""([side, busy]) => !new RegExp(busy).test(document.querySelector('.status').textContent)
        && (document.querySelector('.game-over') || document.querySelector(
              `.pit-panel button.pit[data-side="${side}"]:not([aria-disabled])`))""", arg=[side, WORDS['busy']])
    time.sleep(1.5)

def said(pg, since):
    return pg.evaluate('() => window.said')[since:]

def play_vs_easy(pg, expected):
    mark('load home page'); pg.goto(PAGES); pg.wait_for_load_state('load'); time.sleep(3)
    mark('move focus to the "Easy" button'); reach(pg, 'button[name="level"][value="easy"]')
    mark('press Enter on "Easy"'); key('Return')
    pg.wait_for_url('**/game/**', timeout=15000); pg.wait_for_selector('body[data-hydrated]'); time.sleep(4)
    mark(f'game page loaded; active: {pg.evaluate(ACTIVE)}')
    if not pg.evaluate(ON_PIT, '1'):
        fail('the new game did not open with the focus on a pit')
    pg.evaluate(LISTEN)
    for move in range(60):
        if pg.locator('.game-over').count():
            break
        pits = pg.evaluate(SOWABLE, '1')
        pit = pits[-1]
        before = len(pg.evaluate('() => window.said'))
        mark(f'move {move + 1}: Tab to pit {pit}, then Enter')
        reach(pg, f'.pit-panel button.pit[data-side="1"][data-pit="{pit}"]'); time.sleep(0.5)
        key('Return'); time.sleep(1)
        settle(pg)
        heard = said(pg, before)
        expected.extend(heard)
        mark(f'announced: {" | ".join(heard)}; active: {pg.evaluate(ACTIVE)}')
        if not any(text.startswith(WORDS['you_sowed'].format(pit=pit)) for text in heard):
            fail(f'move {move + 1}: pit {pit} was not announced')
        if not pg.locator('.game-over').count() and not pg.evaluate(ON_PIT, '1'):
            fail(f'move {move + 1}: the focus left the pits: {pg.evaluate(ACTIVE)}')
    if not pg.locator('.game-over').count():
        fail('the game did not finish')
    mark('result: ' + pg.locator('.game-over').inner_text().replace('\n', ' | '))

class Friend:
    """The friend on another device: plain HTTP with its own cookies, the forms a browser
    without JavaScript would send. (A second Chromium would draw Orca's attention away.)"""
    def __init__(self, link):
        self.link = link
        self.token = link.rstrip('/').rsplit('/', 1)[-1]
        self.base = link.split('/room/')[0]
        jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def act(self, path, **fields):
        request = urllib.request.Request(self.base + path, data=urllib.parse.urlencode(fields).encode(),
                                         headers={'Accept': 'text/html'})
        return self.opener.open(request).read().decode()

    def sow(self, pit):
        page = self.opener.open(self.link).read().decode()
        value = lambda name: re.search(rf'name="{name}" value="([^"]*)"', page).group(1)
        self.act('/api/play', game=value('game'), ply=value('ply'), version=value('version'),
                 action='sow', pit=str(pit), room=self.token)

def room_move_arrives(pg, expected):
    mark('load home page for a room'); pg.goto(PAGES); pg.wait_for_load_state('load'); time.sleep(2)
    reach(pg, 'button[value="room"], form[action="/api/room-new"] button')
    mark('press Enter on "Play a friend"'); key('Return')
    pg.wait_for_url('**/room/**', timeout=15000); pg.wait_for_selector('body[data-hydrated]'); time.sleep(2)
    link = pg.locator('.room-link code').inner_text()
    friend = Friend(link)
    friend.act('/api/room-act', token=friend.token, action='join')
    pg.wait_for_function("turn => document.querySelector('.turn')?.textContent === turn", arg=WORDS['your_turn'])
    time.sleep(3)
    pg.evaluate(LISTEN)
    mark('move focus to "Your pit 1"'); reach(pg, '.pit-panel button.pit[data-side="1"][data-pit="1"]')
    mark('press Enter on pit 1: its last stone ends in my pit 5, the friend moves next'); key('Return')
    time.sleep(3)
    before = len(pg.evaluate('() => window.said'))
    mark('the friend sows their pit 1 while my pit 1 has the focus')
    friend.sow(1)
    time.sleep(1)
    settle(pg)
    heard = said(pg, 0)
    expected.extend(heard)
    mark(f'announced: {" | ".join(heard)}; active: {pg.evaluate(ACTIVE)}')
    if not any(text.startswith(WORDS['friend_sowed'].format(pit=1)) for text in said(pg, before)):
        fail("the friend's move was not announced")
    if not pg.evaluate(ON_PIT, '1'):
        fail(f"the focus left the pits when the friend's move arrived: {pg.evaluate(ACTIVE)}")

with sync_playwright() as p:
    b, pg = visible_chromium(p, URL)
    expected = []
    play_vs_easy(pg, expected)
    room_move_arrives(pg, expected)
    finish(pg, OUT, expected)
    b.close()

if FAILURES:
    print('\n'.join(['FAILED:'] + FAILURES))
    sys.exit(1)
