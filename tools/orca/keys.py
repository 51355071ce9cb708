# Real key presses, what the driver notes, what the page announced and the other player over
# plain HTTP: shared by the Orca drivers (drive.py, lobby.py, arena.py).
import datetime, http.cookiejar, os, re, shutil, subprocess, time, urllib.parse, urllib.request

FAILURES = []

def mark(msg):
    print(f"{datetime.datetime.now().strftime('%H:%M:%S.%f')} STEP: {msg}", flush=True)

def fail(msg):
    FAILURES.append(msg)
    mark('FAIL: ' + msg)

def key(k):
    subprocess.run(['xdotool', 'key', '--clearmodifiers', k], check=True)

def type_text(text):
    subprocess.run(['xdotool', 'type', '--delay', '60', text], check=True)

ACTIVE = """() => { const e = document.activeElement; if (!e) return 'none';
  return e.tagName + (e.name ? ' name=' + e.name : '') + (e.value ? ' value=' + e.value : '') + ' "' +
         (e.innerText || '').trim().replace(/\\s+/g, ' ').slice(0, 50) + '"'; }"""

def reach(pg, css, limit=40):
    """Press Tab / Shift+Tab (real keys) until the element matching css has focus."""
    for i in range(limit):
        where = pg.evaluate("""css => { const t = document.querySelector(css), a = document.activeElement;
            if (!t) return 'missing'; if (a === t) return 'here';
            if (!a || a === document.body || !document.hasFocus()) return 'after';
            return (a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) ? 'after' : 'before'; }""", css)
        if where == 'here':
            mark(f'focus reached with {i} key press(es): {pg.evaluate(ACTIVE)}'); return
        if where == 'missing': break
        key('Tab' if where == 'after' else 'shift+Tab'); time.sleep(0.7)
    fail(f'could not reach {css} by Tab; active: {pg.evaluate(ACTIVE)}')

def visible_chromium(p, url):
    """A Chromium window on $DISPLAY with its accessibility tree on, at `url`, holding the X input
    focus (there is no window manager to give it)."""
    browser = p.chromium.launch(executable_path=shutil.which('chromium'), headless=False,
                                # No offer to translate a page in another language: a real
                                # player would dismiss it once, and it takes Orca's attention.
                                args=['--force-renderer-accessibility', '--no-sandbox',
                                      '--disable-features=Translate,TranslateUI', '--lang=en-US',
                                      '--window-position=0,0', '--window-size=1280,1000'])
    page = browser.new_page()
    page.goto(url); page.wait_for_load_state('load'); time.sleep(2)
    windows = subprocess.run(['xdotool', 'search', '--onlyvisible', '--class', 'chromium'],
                             capture_output=True, text=True).stdout.split()
    if windows: subprocess.run(['xdotool', 'windowfocus', '--sync', windows[-1]])
    page.bring_to_front(); time.sleep(3)
    return browser, page

def finish(page, out, expected):
    """Writes what the page announced, for heard.py to find in Orca's speech, and keeps a
    screenshot."""
    with open(os.path.join(out, 'expected.txt'), 'w') as file:
        file.write('\n'.join(expected) + '\n')
    page.screenshot(path=os.path.join(out, 'final.png'))
    mark('done')

# Records the text of every live region (status, alert, aria-live), old or new, as it changes.
# What each region said last is kept beside the page, not on it: the page's script lays each new
# drawing of the server over the page, attributes included, and would take a mark of ours away.
# What a region says when the driver starts listening counts as heard: it was said before.
LISTEN = """() => { window.said = window.said || []; window.heard = window.heard || new WeakMap();
  const regions = () => document.querySelectorAll('[aria-live], [role=status], [role=alert]');
  const note = (first) => { for (const r of regions()) {
      const t = r.textContent.trim();
      if (t && window.heard.get(r) !== t && first !== true) window.said.push(t);
      window.heard.set(r, t);
  } };
  note(true);
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true }); }"""

def heard_so_far(page):
    return page.evaluate('() => window.said || []')

class Opponent:
    """The other player: plain HTTP with its own cookies, the forms a browser without JavaScript
    sends."""
    def __init__(self, base):
        self.base = base.rstrip('/')
        jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def post(self, path, **fields):
        request = urllib.request.Request(self.base + path, data=urllib.parse.urlencode(fields).encode(),
                                         headers={'Accept': 'text/html', 'Origin': self.base})
        return self.opener.open(request)

    def page(self, path):
        return self.opener.open(self.base + path).read().decode()

    def resign(self, room):
        page = self.page(f'/room/{room}')
        value = lambda name: re.search(rf'name="{name}" value="([^"]*)"', page).group(1)
        self.post('/api/play', game=value('game'), ply=value('ply'), version=value('version'),
                  action='resign', room=room)
