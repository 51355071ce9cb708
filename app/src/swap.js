// Pages without islands, made live where scripts run. A form inside
// [data-swap] is sent by fetch, and the page it leads to replaces <main>
// in place; a page holding [data-live] fetches itself again after that
// many seconds, for as long as the new page still holds one. Without
// scripts the same forms post and a <noscript> refresh reloads: the
// server's pages are the same either way.
//
// Where [data-swap] holds a <template data-after="…"> for the pressed
// button, the page that button leads to is already here: it shows at
// once, at its address (`data-url`). Only a template marked [data-keeps]
// is sent too, for the server to keep what it did; its answer then fills
// in the parts marked [data-after-try] and leaves the rest as it is.
//
// The focus stays on the same control (or goes where the new page puts
// autofocus), and the status and alert regions keep their nodes and get
// their new words once back in the page, so a screen reader announces the
// words instead of a new page.
//
// Parts marked [data-events="…"] (each with an id) follow the server's
// event stream at that address: at each `update` the page is fetched again
// and only those parts replaced that changed, so a form being filled in
// elsewhere stays as it is; a [data-steady] one waits while a mouse rests on it, and what
// the pointer rests on elsewhere stays under it. A page whose <main> holds
// a [data-go] link goes there; a page with a script of its own (a room's
// island, a game's #game-data) is loaded by the browser itself.
(() => {
  // The page shown, without its fragment: Back and Forward load another.
  let shown = location.pathname + location.search;
  const focusables = (main) => [...main.querySelectorAll('a[href], button, input, select, textarea, [tabindex="-1"]')];
  // What makes a control the same one on the next page: not what was
  // typed into a field, and for a button with no name or value, its words.
  const identity = (element) => {
    if (!element) return element;
    const typed = element.matches('textarea, select, input:not([type]), input[type="text"], input[type="search"]');
    const words = element.tagName === 'BUTTON' && !element.name && !element.value ? element.textContent.trim() : '';
    return [element.tagName, element.getAttribute('href'), element.name, typed ? '' : element.value, words].join(' ');
  };
  // Among the controls `now`, the one to focus in place of `focused`, which
  // was the `at`th control before: the same control, else the one at its
  // place.
  const sameControl = (now, focused, at) =>
    now.find((element) => identity(element) === identity(focused)) ||
    (at >= 0 ? now[Math.min(at, now.length - 1)] : null);

  const swapIn = (next, url, push) => {
    const main = document.querySelector('main');
    const fresh = next.querySelector('main');
    if (!main || !fresh || next.querySelector('leptos-island, #game-data')) {
      location.assign(url);
      return;
    }
    // Parsed without scripts, a <noscript> holds real elements (its meta
    // refresh among them), which must not reach the page.
    for (const hidden of fresh.querySelectorAll('noscript')) hidden.remove();
    // Only a focus inside <main> (or lost with it) is restored: one in the
    // header or footer stays where it is.
    const focused = document.activeElement;
    const inside = main.contains(focused) || focused === document.body;
    const at = focusables(main).indexOf(focused);
    const kept = [];
    for (const role of ['status', 'alert']) {
      const old = main.querySelector(`[role="${role}"]`);
      const now = fresh.querySelector(`[role="${role}"]`);
      if (old && now) {
        kept.push([old, now.innerHTML, now.getAttribute('tabindex'), now.hasAttribute('autofocus')]);
        now.replaceWith(old);
      }
    }
    main.replaceChildren(...fresh.childNodes);
    document.title = next.title;
    if (push) history.pushState(null, '', url);
    shown = location.pathname + location.search;
    requestAnimationFrame(() => {
      for (const [region, words, tabindex, autofocus] of kept) {
        if (region.innerHTML !== words) region.innerHTML = words;
        if (tabindex === null) region.removeAttribute('tabindex');
        else region.setAttribute('tabindex', tabindex);
        region.toggleAttribute('autofocus', autofocus);
      }
      // Only now do the kept regions hold the new page's words and links.
      goOn(main);
      if (!inside) return;
      const target = main.querySelector('[autofocus]') || sameControl(focusables(main), focused, at);
      if (target && target !== document.activeElement) target.focus({ preventScroll: true });
    });
    live();
    follow();
  };

  // Where a page says to go next, it goes (the game a seek became), once
  // its alert has had a moment to be spoken.
  const goOn = (part) => {
    const go = part.querySelector('a[data-go]');
    if (go) setTimeout(() => location.assign(go.href), 1500);
  };

  // Where the pointer last was, and whether it was a mouse: a part that
  // changes above it must not move what it rests on.
  let pointer = null;
  const notePointer = (event) => {
    pointer = { x: event.clientX, y: event.clientY, mouse: event.pointerType === 'mouse' };
  };
  document.addEventListener('pointermove', notePointer, { passive: true });
  document.addEventListener('pointerdown', notePointer, { passive: true });

  // What the pointer rests on, where, and in which live part if any: the
  // control, or else the element.
  const underPointer = () => {
    if (!pointer) return null;
    const element = document.elementFromPoint(pointer.x, pointer.y);
    if (!element) return null;
    const control = element.closest('a[href], button, input, select, textarea') || element;
    const part = control.closest('main [data-events][id]');
    return { control, part, top: control.getBoundingClientRect().top };
  };

  // Puts what the pointer rested on back under it after the `replaced`
  // parts changed: more above it scrolls the page by as much; less above
  // it keeps those parts' old height until the next page.
  const keepInPlace = (anchor, replaced) => {
    if (!anchor) return;
    let control = anchor.control;
    if (!control.isConnected) {
      // It was in a replaced part: the same control there now, if any.
      control = anchor.part ? sameControl(focusables(anchor.part), control, -1) : null;
    }
    if (!control) return;
    const moved = control.getBoundingClientRect().top - anchor.top;
    if (moved > 0) window.scrollBy(0, moved);
    if (moved >= 0) return;
    for (const part of replaced) {
      const above = part.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (above && !part.contains(control)) part.style.minHeight = `${part.dataset.was}px`;
    }
  };

  // The [data-steady] parts held while a mouse rests on them, each
  // replaced once it leaves.
  const held = new WeakSet();

  // Fetches the page again and replaces only the parts marked
  // [data-events], keeping the focus on the same control inside them. A
  // part marked [data-steady] (a list of others' offers) waits while a
  // mouse rests on it: a click must land on what it was aimed at. Every
  // other part (the visitor's own seek and game) changes at once, and what
  // the pointer rests on stays where it is.
  const refreshParts = () => {
    const url = location.href;
    fetch(url, { headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : null))
      .then((html) => {
        if (html === null || location.href !== url || current) return;
        const page = new DOMParser().parseFromString(html, 'text/html');
        const anchor = underPointer();
        const replaced = [];
        for (const part of document.querySelectorAll('main [data-events][id]')) {
          const fresh = page.getElementById(part.id);
          if (!fresh) continue;
          if (part.hasAttribute('data-steady') && pointer?.mouse && part.matches(':hover')) {
            if (!held.has(part)) {
              held.add(part);
              part.addEventListener('mouseleave', () => {
                held.delete(part);
                refreshParts();
              }, { once: true });
            }
            continue;
          }
          for (const hidden of fresh.querySelectorAll('noscript')) hidden.remove();
          // Unchanged, it stays: a screen reader does not say it again.
          if (fresh.innerHTML === part.innerHTML) continue;
          const focused = document.activeElement;
          const inside = part.contains(focused);
          const at = focusables(part).indexOf(focused);
          part.dataset.was = part.getBoundingClientRect().height;
          part.replaceChildren(...fresh.childNodes);
          replaced.push(part);
          if (inside) {
            const target = sameControl(focusables(part), focused, at);
            if (target) target.focus({ preventScroll: true });
          }
          goOn(part);
        }
        keepInPlace(anchor, replaced);
        for (const part of replaced) delete part.dataset.was;
      })
      .catch(() => {});
  };

  let events = null;
  const follow = () => {
    const mark = document.querySelector('main [data-events]');
    const url = mark ? new URL(mark.dataset.events, location.href).href : null;
    if (events && events.url === url) return;
    if (events) events.close();
    events = url ? new EventSource(url) : null;
    if (!events) return;
    events.addEventListener('update', refreshParts);
    // Whatever changed between the server drawing the page and the stream
    // opening (or while it reconnected) was told to nobody: each opening
    // counts as an update.
    events.addEventListener('open', refreshParts);
  };

  // One request at a time: a new one cancels the one under way, and an
  // answer that comes late is dropped.
  let current = null;
  // `unreachable` runs when no answer came: the browser then does what it
  // would have done without this script. An answer that is a refusal (the
  // server's own pages redirect, so it comes from a guard) is shown as it
  // is, never sent again: the server may already have acted on it.
  const load = (url, init, push, unreachable = () => location.assign(url)) => {
    if (current) current.abort();
    const request = new AbortController();
    current = request;
    let answered = null;
    return fetch(url, { ...init, headers: { Accept: 'text/html' }, signal: request.signal })
      .then((response) => {
        answered = response;
        return response.text().then((html) => {
          if (current !== request) return;
          current = null;
          const page = new DOMParser().parseFromString(html, 'text/html');
          if (response.ok) {
            swapIn(page, response.url, push);
          } else if (page.querySelector('main')) {
            swapIn(page, location.href, false);
          } else {
            document.documentElement.replaceWith(page.documentElement);
          }
        });
      })
      .catch((error) => {
        if (current === request) current = null;
        if (error.name === 'AbortError') return;
        // An answer that broke off still means the server acted: show
        // where it led rather than send the request again.
        if (answered) location.assign(answered.ok ? answered.url : location.href);
        else unreachable();
      });
  };

  // What a page says and does, whatever the order of attributes, the
  // markers between nodes and the parts keeping a try changes.
  const shape = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE || node.matches('noscript, [data-after-try]')) return '';
    const attributes = [...node.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort();
    const children = node.localName === 'template' ? node.content.childNodes : node.childNodes;
    return `<${node.localName} ${attributes.join(' ')}>${[...children].map(shape).join('')}</>`;
  };

  // Fills the server's page in where it is the page shown ahead of it:
  // nothing else changes, so the focus stays and nothing is said twice.
  const settle = (page) => {
    const main = document.querySelector('main');
    const fresh = page.querySelector('main');
    if (!main || !fresh || shape(main) !== shape(fresh)) return false;
    const now = [...main.querySelectorAll('[data-after-try]')];
    const next = [...fresh.querySelectorAll('[data-after-try]')];
    if (now.length !== next.length) return false;
    now.forEach((part, at) => {
      const focused = part.contains(document.activeElement);
      part.replaceWith(next[at]);
      if (focused) next[at].focus({ preventScroll: true });
    });
    return true;
  };

  // The address of the page shown, without its fragment (the skip link).
  const here = () => location.pathname + location.search;
  const addressOf = (url) => {
    const address = new URL(url, location.href);
    return address.pathname + address.search;
  };

  // Sends a move whose page already shows (`before` is the address it was
  // made at), with `keepalive` so that it reaches the server even if the
  // player moves on before it answers.
  const keep = (form, submitter, body, before) => {
    const ahead = here();
    let answered = null;
    fetch(actionOf(form), { method: 'POST', body, headers: { Accept: 'text/html' }, keepalive: true })
      .then((response) => {
        answered = response;
        return response.text().then((html) => {
          // Moved on: whatever the server did, this page no longer shows it.
          if (here() !== ahead) return;
          const page = new DOMParser().parseFromString(html, 'text/html');
          // After swapIn's own frame, when the regions hold their words.
          requestAnimationFrame(() => {
            if (here() !== ahead) return;
            if (response.ok && addressOf(response.url) === ahead && settle(page)) return;
            // A refusal: what the server did, at its address; a guard's
            // answer (not OK) kept nothing, so back to where the move was made.
            history.replaceState(null, '', response.ok ? response.url : before);
            if (page.querySelector('main')) swapIn(page, location.href, false);
            else document.documentElement.replaceWith(page.documentElement);
          });
        });
      })
      .catch(() => {
        if (here() !== ahead) return;
        if (answered) location.assign(answered.ok ? answered.url : before);
        else {
          // No answer came: the browser posts it now, as it would have
          // without this script.
          form.hidden = true;
          document.body.append(form);
          postPlainly(form, submitter);
        }
      });
  };

  const showAhead = (form, submitter, body, template) => {
    // A page on its way would land on top of this one.
    if (current) {
      current.abort();
      current = null;
    }
    const before = location.href;
    const page = document.implementation.createHTMLDocument(document.title);
    const main = page.createElement('main');
    main.append(template.content.cloneNode(true));
    page.body.append(main);
    swapIn(page, template.dataset.url, true);
    if (template.hasAttribute('data-keeps')) keep(form, submitter, body, before);
  };

  // Read as attributes: a form's field named `action` or `method` (the
  // lobby's forms have one) would stand in for the properties.
  const actionOf = (form) => new URL(form.getAttribute('action') || '', location.href).href;
  const methodOf = (form) => (form.getAttribute('method') || 'get').toLowerCase();

  const withPressed = (form, submitter) => {
    const data = new FormData(form);
    if (submitter?.name) data.append(submitter.name, submitter.value);
    return data;
  };

  const postPlainly = (form, submitter) => {
    if (submitter?.name) {
      const pressed = document.createElement('input');
      pressed.type = 'hidden';
      pressed.name = submitter.name;
      pressed.value = submitter.value;
      form.append(pressed);
    }
    form.submit();
  };

  let timer;
  const live = () => {
    clearTimeout(timer);
    const mark = document.querySelector('main [data-live]');
    if (!mark) return;
    const url = location.href;
    timer = setTimeout(() => {
      if (location.href === url && !current) load(url, {}, false);
      else live();
    }, 1000 * Number(mark.dataset.live));
  };

  let posting = false;
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest('[data-swap]') || event.defaultPrevented) return;
    event.preventDefault();
    // A second press while a move is on its way would be a second move.
    if (posting) return;
    const submitter = event.submitter;
    const body = new URLSearchParams(withPressed(form, submitter));
    const template =
      submitter &&
      form.closest('[data-swap]').querySelector(`template[data-after="${CSS.escape(submitter.value)}"]`);
    if (template) {
      showAhead(form, submitter, body, template);
      return;
    }
    if (methodOf(form) === 'get') {
      const url = new URL(actionOf(form));
      url.search = body.toString();
      load(url.href, {}, true);
      return;
    }
    posting = true;
    form.setAttribute('aria-busy', 'true');
    let leaving = false;
    load(actionOf(form), { method: 'POST', body }, true, () => {
      // The browser posts it now and leaves the page: no press may follow.
      leaving = true;
      postPlainly(form, submitter);
    }).finally(() => {
      if (leaving) return;
      posting = false;
      form.removeAttribute('aria-busy');
    });
  });

  // Back and Forward between swapped pages load them again; a change of
  // the fragment alone (the skip link) stays on the page.
  addEventListener('popstate', () => {
    if (location.pathname + location.search === shown) return;
    shown = location.pathname + location.search;
    load(location.href, {}, false);
  });
  live();
  follow();
  const main = document.querySelector('main');
  if (main) goOn(main);
})();
