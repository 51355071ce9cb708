// Pages without islands, made live where scripts run. A form inside
// [data-swap] is sent by fetch, and the page it leads to replaces <main>
// in place; a page holding [data-live] fetches itself again after that
// many seconds, for as long as the new page still holds one. Without
// scripts the same forms post and a <noscript> refresh reloads: the
// server's pages are the same either way.
//
// The focus stays where it was (or goes where the new page puts
// autofocus), and the status and alert regions keep their nodes, so a
// screen reader announces their new words instead of a new page.
(() => {
  const focusables = (main) => [...main.querySelectorAll('a[href], button, input, select, textarea')];

  const swapIn = (html, url, push) => {
    const next = new DOMParser().parseFromString(html, 'text/html');
    const main = document.querySelector('main');
    const fresh = next.querySelector('main');
    if (!main || !fresh) {
      location.assign(url);
      return;
    }
    const at = focusables(main).indexOf(document.activeElement);
    for (const role of ['status', 'alert']) {
      const old = main.querySelector(`[role="${role}"]`);
      const now = fresh.querySelector(`[role="${role}"]`);
      if (old && now) {
        const words = now.innerHTML;
        now.replaceWith(old);
        if (old.innerHTML !== words) old.innerHTML = words;
      }
    }
    main.replaceChildren(...fresh.childNodes);
    document.title = next.title;
    if (push) history.pushState(null, '', url);
    const now = focusables(main);
    const target = main.querySelector('[autofocus]') || (at >= 0 ? now[Math.min(at, now.length - 1)] : null);
    if (target) target.focus();
    live();
  };

  // `fallback` runs when the server cannot be reached: the browser then
  // does what it would have done without this script.
  const load = (url, init, push, fallback = () => location.assign(url)) =>
    fetch(url, { ...init, headers: { Accept: 'text/html' } })
      .then((response) => response.text().then((html) => swapIn(html, response.url, push)))
      .catch(fallback);

  const postPlainly = (form, submitter) => {
    if (submitter && submitter.name) {
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
      if (location.href === url) load(url, {}, false);
    }, 1000 * Number(mark.dataset.live));
  };

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest('[data-swap]') || event.defaultPrevented) return;
    event.preventDefault();
    const body = new URLSearchParams(new FormData(form, event.submitter));
    if (form.method === 'get') {
      const url = new URL(form.action);
      url.search = body.toString();
      load(url.href, {}, true);
    } else {
      load(form.action, { method: 'POST', body }, true, () => postPlainly(form, event.submitter));
    }
  });
  // Back and Forward between swapped pages load them again.
  addEventListener('popstate', () => load(location.href, {}, false));
  live();
})();
