const { test, expect } = require('@playwright/test');
const { open, startGame, expectAccessible } = require('./helpers');

test('home offers every way to play and passes axe', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play Kalah');
  for (const name of ['Easy', 'Medium', 'Hard', 'Expert', 'Play second · Medium', '2 players on this device', 'Start']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
  }
  await expectAccessible(page);
});

test('an unknown game shows a clear page with a way back', async ({ page }) => {
  const response = await open(page, '/game/0123456789abcdef0123456789abcdef');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game not found');
  await expect(page.getByRole('link', { name: 'Start a new game' })).toBeVisible();
});

test('healthz answers ok', async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'a request, not a page: the same with JavaScript or without');
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('ok');
});

test('a game page loads its stylesheet and script, named by their digest', async ({ page, javaScriptEnabled }) => {
  // A server binary compiled before its bundle serves pages that link
  // files it does not have: every one of them must answer.
  const loaded = new Map();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/pkg/')) loaded.set(pathname, response.status());
  });
  await startGame(page, 'Easy');
  // A game's page loads the page's script.
  const expected = javaScriptEnabled ? ['.css', '.js', '_bg.wasm'] : ['.css'];
  for (const ending of expected) {
    const file = [...loaded.keys()].find((path) => path.endsWith(ending));
    expect(file, `a /pkg/ file ending ${ending} in ${[...loaded.keys()]}`).toMatch(
      new RegExp(`^/pkg/kalah\\.[0-9a-f]{16}${ending.replaceAll('.', '\\.')}$`),
    );
    expect(loaded.get(file), file).toBe(200);
  }
  // The stylesheet applies: the browser's own margin of 8 px is gone.
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
});

test('a game started from the home page finds its script already fetched', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript a game page loads no script');
  const gameFiles = () =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /[0-9a-f]{16}(\.js|_bg\.wasm)$/.test(entry.name))
      .map((entry) => ({ name: entry.name, ended: entry.responseEnd > 0, transferSize: entry.transferSize }));
  await open(page, '/');
  // The browser fetches the game's files while the home page is idle.
  await expect.poll(async () => (await page.evaluate(gameFiles)).filter((file) => file.ended).length).toBe(2);
  await page.getByRole('button', { name: 'Easy', exact: true }).click();
  await page.waitForURL(/\/game\//);
  await expect(page.locator('body[data-hydrated]')).toHaveCount(1);
  // The game page takes both from the cache (it needs no phrasebook):
  // nothing crossed the network.
  const files = await page.evaluate(gameFiles);
  expect(files).toHaveLength(2);
  for (const file of files) expect(file.transferSize, file.name).toBe(0);
});
