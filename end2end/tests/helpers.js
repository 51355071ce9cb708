// Shared steps: start a game from the home page, sow a pit and wait for the
// page to show the result, in the same way with and without JavaScript.
const { test, expect } = require('@playwright/test');
const AxeBuilder = require('@axe-core/playwright').default;

function javaScriptEnabled() {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** Waits until the page is live: hydrated with JavaScript where the page
 * takes over in the browser (it preloads its bundle), loaded otherwise. */
async function ready(page) {
  await page.waitForLoadState('load');
  const takesOver = await page.locator('link[rel="modulepreload"]').count();
  if (javaScriptEnabled() && takesOver > 0) {
    await page.locator('body[data-hydrated]').waitFor();
  }
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
 * Fails with the list of violations when axe-core finds any. axe needs
 * scripts, so a no-JS page is checked in a scripted copy of the session
 * that loads the same URL with the app's bundle blocked: the same
 * server-rendered page a browser without JavaScript shows.
 */
async function expectAccessible(page) {
  let checked = page;
  let copy;
  if (!javaScriptEnabled()) {
    const storageState = await page.context().storageState();
    copy = await page.context().browser().newContext({ javaScriptEnabled: true, storageState });
    checked = await copy.newPage();
    await checked.route(/\/pkg\/kalah(_bg)?\.(js|wasm)$/, (route) => route.abort());
    await checked.goto(page.url());
  }
  try {
    const results = await new AxeBuilder({ page: checked }).analyze();
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

module.exports = { open, ready, startGame, ply, settled, sow, totalStones, expectAccessible, otherBrowser };
