# Real key presses and what the driver notes: shared by the Orca drivers (drive.py, lobby.py).
import datetime, subprocess, time

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
