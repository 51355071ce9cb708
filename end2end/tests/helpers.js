// Shared steps: start a game from the home page, sow a pit and wait for the
// page to show the result, in the same way with and without JavaScript.
const { test, expect } = require('@playwright/test');
const AxeBuilder = require('@axe-core/playwright').default;

function javaScriptEnabled() {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** Waits until the page is live: hydrated with JavaScript where the page
 * takes over in the browser (it preloads its bundle), loaded otherwise.
 * Whether the page runs scripts is asked of the page itself: a test may
 * open a browser without them in a project with them. */
async function ready(page) {
  await page.waitForLoadState('load');
  const takesOver = await page.locator('link[rel="modulepreload"]').count();
  if (takesOver > 0 && (await runsScripts(page))) {
    await page.locator('body[data-hydrated]').waitFor();
  }
}

/** Whether `page` runs scripts: without them the HTML parser reads what a
 * `<noscript>` holds as elements. */
function runsScripts(page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<noscript><i></i></noscript>';
    return probe.querySelector('i') === null;
  });
}

/** Opens `path` and waits until it is ready to use. */
async function open(page, path) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await page.goto(path);
      await ready(page);
      return response;
    } catch (error) {
      // A page without JavaScript that waits on the other player reloads
      // itself (a meta refresh), and that reload may interrupt or abort
      // this one: let it finish, then open the page again.
      const superseded = /interrupted by another navigation|net::ERR_ABORTED/;
      if (attempt === 3 || !superseded.test(error.message)) throw error;
      await page.waitForTimeout(100);
      await page.waitForLoadState('load');
    }
  }
}

/** Starts a game by pressing a button on the home page. */
async function startGame(page, buttonName) {
  await open(page, '/');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await expect(page).toHaveURL(/\/game\/[0-9a-f]{32}$/);
  await ready(page);
  await settled(page);
}

/** The moves the page's forms carry: changes with every move. */
function ply(page) {
  return page.locator('.board-form input[name="ply"]').inputValue();
}

/** Waits until the latest moves have all been played out on the board. */
async function settled(page) {
  await expect(page.locator('.status')).not.toContainText(/thinking|Sowing/);
}

/** Sows `pit` of `side` and waits until the page shows the new state. */
async function sow(page, side, pit) {
  const before = await ply(page);
  await page.locator(`button.pit[data-side="${side}"][data-pit="${pit}"]`).click();
  await expect(page.locator('.board-form input[name="ply"]')).not.toHaveValue(before);
  await settled(page);
}

/** Stones in the button controls by `data-count`: all pits and both stores. */
async function totalStones(page) {
  const counts = await page.locator('.pit-panel [data-count]').evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-count'))),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Why a page may refresh itself without JavaScript, which axe's
 * meta-refresh rule (WCAG 2.2.1, timing adjustable) cannot see:
 * `switch`, the player can turn it off ("Stop checking automatically",
 * checked here); `real-time`, the page follows a real-time event (an
 * arena sending its players to each game as it is made), 2.2.1's
 * real-time exception.
 */
const REFRESH_REASONS = ['switch', 'real-time'];

/**
 * Fails with the list of violations when axe-core finds any; a page
 * that `refreshes` itself says why (`REFRESH_REASONS`). axe needs
 * scripts, so a page without JavaScript is checked in a scripted copy
 * that is shown the very page the browser without JavaScript has (its
 * DOM, `<noscript>` parts included as such a browser draws them) and
 * may run none of its scripts (a `script-src 'none'` policy).
 */
async function expectAccessible(page, { refreshes } = {}) {
  if (refreshes !== undefined) expect(REFRESH_REASONS).toContain(refreshes);
  if (refreshes === 'switch' && !javaScriptEnabled()) {
    await expect(page.getByRole('button', { name: 'Stop checking automatically' })).toBeVisible();
  }
  let checked = page;
  let copy;
  if (!javaScriptEnabled()) {
    const html = (await page.content()).replace(/<\/?noscript>/g, '');
    const storageState = await page.context().storageState();
    copy = await page.context().browser().newContext({ javaScriptEnabled: true, storageState });
    checked = await copy.newPage();
    const url = page.url();
    await checked.route('**/*', (route) => {
      const request = route.request();
      if (request.url() === url && request.isNavigationRequest()) {
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          headers: { 'Content-Security-Policy': "script-src 'none'" },
          body: html,
        });
      }
      // A refresh leading elsewhere is not followed: the page stays.
      if (request.isNavigationRequest()) return route.abort();
      return route.continue();
    });
    await checked.goto(url);
    // Nothing of the page's ran: it was never brought alive.
    expect(await checked.evaluate(() => document.body.dataset.hydrated)).toBeUndefined();
  }
  try {
    let axe = new AxeBuilder({ page: checked });
    if (refreshes) axe = axe.disableRules(['meta-refresh']);
    const results = await axe.analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(summary).toEqual([]);
  } finally {
    if (copy) await copy.close();
  }
}

/** Another browser, with its own cookies (another device or person). */
async function otherBrowser(browser, testInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** The friend of a room `link`, in a browser of their own, once joined. */
async function joined(browser, testInfo, link) {
  const friend = await otherBrowser(browser, testInfo);
  await friend.goto(link);
  await ready(friend);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.turn')).toHaveText("Your friend's turn.");
  return friend;
}

/**
 * Turns the 3D board by a mouse drag (by 40°, the drag ending on a pit,
 * which does not sow it) and zooms it to the most the wheel allows,
 * checking each.
 */
async function turnAndZoom(page) {
  const box = await page.locator('.scene-frame').boundingBox();
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 20, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('.scene')).toHaveAttribute('style', /--spin:40\.0deg/);
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let turn = 0; turn < 20; turn += 1) await page.mouse.wheel(0, -400);
  await expect(page.locator('.scene')).toHaveAttribute('style', /--zoom:1\.600/);
}

/** A 360 px phone's browser options: a touch screen. */
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** A browser of a 390 px phone, a touch screen, its motion reduced. */
function phoneBrowser(browser, testInfo) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
}

/** The focused element, as the page sees it. */
function focused(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      pit: element.matches('.pit-panel button.pit') ? element.dataset.pit : null,
      side: element.dataset.side || null,
      sowable: element.matches('.pit-panel button.pit:not([aria-disabled])'),
      inside: element.closest('#game, .now') !== null,
      body: element === document.body,
    };
  });
}

/** Everything the live regions have said so far, in order. */
async function spoken(page) {
  return page.evaluate(() => window.said.join(' | '));
}

/** Records each live-region announcement as it is made. What each region
 * said last is kept beside the page, not on it: the page's script lays each
 * drawing of the server over the page, attributes included. */
async function listen(page) {
  await page.evaluate(() => {
    window.said = [];
    const heard = new WeakMap();
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('.announcer [aria-live]')) {
        const text = region.textContent.trim();
        if (text && heard.get(region) !== text) window.said.push(text);
        heard.set(region, text);
      }
    }).observe(document.querySelector('.announcer'), { subtree: true, childList: true, characterData: true });
  });
}

/** The host opens a room; returns its link. */
async function openRoom(page) {
  await open(page, '/');
  await page.getByRole('button', { name: 'Play a friend (send a link)' }).click();
  await expect(page).toHaveURL(/\/room\/[0-9a-f]{32}$/);
  await ready(page);
  await expect(page.getByText('Waiting for your friend to join')).toBeVisible();
  return page.locator('.room-link code').textContent();
}

/** Gives the visitor of `page` the name `name` in the lobby. */
async function named(page, name) {
  await open(page, '/lobby');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Choose this name' }).click();
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);
}

module.exports = {
  open,
  ready,
  startGame,
  ply,
  settled,
  sow,
  totalStones,
  expectAccessible,
  otherBrowser,
  focused,
  listen,
  spoken,
  openRoom,
  joined,
  turnAndZoom,
  PHONE,
  phoneBrowser,
  named,
};
