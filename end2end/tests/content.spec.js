// The pages a player reads, the variant choice, and the site's links.
const { test, expect } = require('@playwright/test');
const { open, ready, startGame, totalStones, expectAccessible, otherBrowser } = require('./helpers');

const PAGES = ['/rules', '/strategy', '/history', '/faq', '/variants', '/analysis', '/puzzles'];
// Pages with no script of any kind (no file, as a test below checks, and
// no inline script): with JavaScript they are the very same page, so the
// run without it covers them.
const SCRIPT_FREE = ['/rules', '/strategy', '/history', '/faq', '/variants'];
const SAME_WITHOUT_SCRIPT = 'no script runs here: the run without JavaScript covers it';

for (const path of PAGES) {
  test(`${path} is a complete page with one h1, a title, a description and no axe violations`, async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled && SCRIPT_FREE.includes(path), SAME_WITHOUT_SCRIPT);
    const response = await open(page, path);
    expect(response.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.title()).toMatch(/· Kalah$/);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer a[href="/faq"]')).toBeVisible();
    // Headings go down one level at a time.
    const levels = await page.locator('main h1, main h2, main h3').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    for (let at = 1; at < levels.length; at += 1) expect(levels[at] - levels[at - 1]).toBeLessThanOrEqual(1);
    await expectAccessible(page);
  });
}

test('the rules show the start and every worked situation on a board', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, SAME_WITHOUT_SCRIPT);
  await open(page, '/rules');
  await expect(page.locator('figure.diagram')).toHaveCount(7);
  const start = page.locator('figure.diagram').first();
  await expect(start.locator('[data-count]')).toHaveCount(14);
  await expect(start.locator('.pit[data-count="4"]')).toHaveCount(12);
});

test('every "try it" opens its position as a playable game', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/strategy');
  const tries = await page.getByRole('button', { name: 'Try it against the computer' }).count();
  expect(tries).toBe(6);
  for (let index = 0; index < tries; index += 1) {
    await open(page, '/strategy');
    const tip = page.locator('section.tip').nth(index);
    const wanted = await tip.locator('figure [data-count]').evaluateAll((nodes) => nodes.map((node) => node.dataset.count));
    await tip.getByRole('button', { name: 'Try it against the computer' }).click();
    await expect(page).toHaveURL(/\/game\/[0-9a-f]{32}$/);
    await ready(page);
    await expect(page.locator('.board-form .pit-panel')).toBeVisible();
    const shown = await page.locator('.board-form .pit-panel [data-count]').evaluateAll((nodes) => nodes.map((node) => node.dataset.count));
    expect(shown).toEqual(wanted);
    await expect(page.locator('.pit-panel button.pit:not([aria-disabled])').first()).toBeVisible();
    await expect(page.locator('.turn')).toHaveText('Your turn.');
  }
});

test('the variant chosen on the home page is the one played', async ({ page }) => {
  await open(page, '/');
  const twoPlayers = page.locator('form', { has: page.getByRole('button', { name: '2 players with this variant' }) });
  await twoPlayers.getByLabel('Stones per pit').selectOption('6');
  await twoPlayers.getByLabel('Empty-capture rule').check();
  await twoPlayers.getByRole('button', { name: '2 players with this variant' }).click();
  await expect(page).toHaveURL(/\/game\//);
  await ready(page);
  // With JavaScript the game replaces the home page in place: wait for it.
  await expect(page.locator('h1')).toContainText('6 stones · empty capture');
  expect(await totalStones(page)).toBe(72);

  await open(page, '/');
  const friend = page.locator('form', { has: page.getByRole('button', { name: 'Play a friend with this variant' }) });
  await friend.getByLabel('Stones per pit').selectOption('3');
  await friend.getByRole('button', { name: 'Play a friend with this variant' }).click();
  await expect(page).toHaveURL(/\/room\//);
});

test('no internal link is broken', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'the links are read from the HTML, the same with JavaScript or without');
  test.setTimeout(120_000);
  const seen = new Set();
  const queue = ['/', ...PAGES];
  while (queue.length > 0 && seen.size < 60) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    if (!(response.headers()['content-type'] || '').includes('text/html')) continue;
    // The links as the server wrote them: a page's links are the same with
    // JavaScript, and reading them from the HTML spares rendering each page.
    const html = await response.text();
    const links = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
    for (const link of links) {
      const target = link.split('#')[0];
      // The analysis board links position to position without end; its
      // walk is tested on its own.
      if (target.startsWith('/analysis?')) continue;
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  expect(seen.size).toBeGreaterThan(8);
});

test('home and the pages to read load no script; pages made live and a game load the page script, kept by digest', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript no page loads a script');
  // What pages load, and apart from it what they only prefetch for the
  // game they lead to.
  const fetched = [];
  const prefetched = [];
  page.on('request', async (request) => {
    const path = new URL(request.url()).pathname;
    if (!/\.(wasm|js)$/.test(path)) return;
    const purpose = (await request.allHeaders())['sec-purpose'];
    (purpose === 'prefetch' ? prefetched : fetched).push(path);
  });
  await open(page, '/');
  await expect.poll(() => prefetched.length).toBe(2);
  for (const path of ['/rules', '/strategy', '/history', '/faq', '/variants', '/puzzles', '/games', '/achievements', '/device', '/watch', '/leaderboard']) {
    await open(page, path);
  }
  expect(fetched).toEqual([]);
  // Home prefetched the game page's pair, and nothing else did.
  expect(prefetched.map((path) => path.replace(/^\/pkg\/kalah\.[0-9a-f]{16}/, '')).sort()).toEqual(['.js', '_bg.wasm']);
  // The pages made live load the page's script, the pair home prefetched,
  // and prefetch nothing; none carries a script of its own inline
  // (Leptos's own small inline scripts stay).
  const pair = /^\/pkg\/kalah\.[0-9a-f]{16}(\.js|_bg\.wasm)$/;
  for (const path of ['/analysis', '/puzzles/yy7cpgc', '/lobby', '/tournaments']) {
    await open(page, path);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(1);
    await expect(page.locator('script[src]')).toHaveCount(0);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    const inline = await page.locator('script:not([src])').allTextContents();
    expect(inline.filter((text) => text.includes('data-swap'))).toEqual([]);
  }
  expect(fetched.length).toBeGreaterThan(0);
  for (const path of fetched) expect(path).toMatch(pair);
  const answer = await page.request.get(fetched.find((path) => path.endsWith('.js')), { headers: { 'accept-encoding': 'br' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/javascript');
  expect(answer.headers()['cache-control']).toContain('immutable');
  fetched.length = 0;
  await startGame(page, 'Easy');
  expect(fetched.some((path) => /^\/pkg\/kalah\.[0-9a-f]{16}_bg\.wasm$/.test(path))).toBe(true);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  const game = new URL(page.url()).pathname;
  fetched.length = 0;
  await open(page, `${game}/replay`);
  expect(fetched).toEqual([]);
  await open(page, `${game}/analysis`);
  for (const path of fetched) expect(path).toMatch(pair);
});

test('the analysis board: a position set up by keyboard, its moves valued, a move followed', async ({ page }) => {
  await open(page, '/analysis');
  await expect(page.locator('main')).toContainText('Player 1 wins by 8');
  // Player 1 has sown pit 3 and moves again: 4,4,0,5,5,5,1 and Player 2 untouched.
  const counts = { a1: '4', a2: '4', a3: '0', a4: '5', a5: '5', a6: '5', a_store: '1' };
  for (const [name, count] of Object.entries(counts)) {
    await page.locator(`input[name="${name}"]`).fill(count);
  }
  await page.getByLabel('Player 1', { exact: true }).check();
  await page.locator('input[name="a6"]').press('Enter');
  await expect(page).toHaveURL(/a3=0/);
  const main = page.locator('main');
  await expect(main).toContainText('Player 1 to move.');
  await expect(main).toContainText('4,4,0,5,5,5,1,4,4,4,4,4,4,0,1');
  const best = page.locator('ol.analysis li').first();
  await expect(best).toContainText('best');
  const link = best.locator('a');
  const target = await link.getAttribute('href');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target);
  await expect(page.locator('ol.analysis li a').first()).toBeVisible();
  await expectAccessible(page);

  await open(page, '/analysis?position=4,4,4,4,4,4,0,4,4,4,4,4,4,1,1');
  await expect(page.locator('[role="alert"]')).toContainText('holds 49 stones in all');
});

test('a puzzle is solved by keyboard, with the focus on the board, kept, and carried to another device', async ({ page, browser, javaScriptEnabled }, testInfo) => {
  // A puzzle of the file: Player 2 to move, pit 5 (wins by 24; the others by less).
  await open(page, '/puzzles/f6gjux9');
  const status = page.locator('main [role="status"]');
  await expect(status).toContainText('find the move that stands out');
  // The first pit that can be sown has the focus as the page opens.
  const focused = page.locator('button[name="pit"]:focus');
  await expect(focused).toHaveCount(1);
  await expectAccessible(page);
  // With JavaScript the move is sent in place: the page is not loaded again.
  await page.evaluate(() => { window.samePage = true; });
  await page.locator('button[name="pit"][value="5"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/puzzles\/f6gjux9\?moves=5$/);
  await expect(status).toContainText('Solved! Pit 5 wins by 24; pit 1 wins by 20; pit 3 wins by 18. Along the best line the result is sure after 13 plies.');
  expect(await page.evaluate(() => window.samePage === true)).toBe(javaScriptEnabled);
  // The focus moves to what the answer says.
  await expect(status).toBeFocused();
  const main = page.locator('main');
  await expect(main).toContainText(/Your puzzle rating: 1[5-9]\d\d/);
  const rating = (await main.textContent()).match(/Your puzzle rating: (\d+)/)[1];
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Try it again' }).press('Enter');
  await expect(status).toContainText('find the move that stands out');
  await page.locator('button[name="pit"][value="1"]').focus();
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Not this one: Pit 1 wins by 20. The move was pit 5.');
  await expect(main).toContainText(`Your puzzle rating: ${rating} `);

  await open(page, '/puzzles');
  await expect(main).toContainText('Solved 1 of the 1 puzzles you tried. Streak: 1');
  await expectAccessible(page);

  // The device link carries the puzzles along with the games.
  await open(page, '/device');
  const link = await page.locator('.room-link code').textContent();
  const phone = await otherBrowser(browser, testInfo);
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Continue here' }).click();
  await expect(phone).toHaveURL(/\/games$/);
  await open(phone, '/puzzles');
  await expect(phone.locator('main')).toContainText(`Your puzzle rating: ${rating} `);
  await expect(phone.locator('main')).toContainText('Solved 1 of the 1 puzzles you tried.');
});

test('with JavaScript a puzzle move shows at once: a chain step sends nothing, the last move is kept behind it', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'moves show ahead only where scripts run; without them each move is posted (the test above)');
  // A chain: Player 1's pit 6 earns another turn, then pit 3 keeps the win.
  await open(page, '/puzzles/cwvtjez');
  const posts = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/puzzle-move')) posts.push(request.postData());
  });
  // Every request now takes two seconds to answer.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false, latency: 2000, downloadThroughput: -1, uploadThroughput: -1,
  });
  const status = page.locator('main [role="status"]');
  const main = page.locator('main');
  await page.locator('button[name="pit"][value="6"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/puzzles\/cwvtjez\?moves=6$/);
  await expect(status).toContainText('Right: pit 6 earns another turn. Find the next move.');
  await expect(page.locator('button[name="pit"]:focus')).toHaveCount(1);
  expect(posts).toEqual([]);

  // The last move shows well before the server can answer.
  await page.locator('button[name="pit"][value="3"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?moves=6,3$/, { timeout: 1000 });
  await expect(status).toContainText('Solved! Pit 6 wins by 2; pit 3 draws; pit 2 loses by 6. Then: Pit 3 wins by 2; pit 2 loses by 6.', { timeout: 1000 });
  await expect(status).toBeFocused({ timeout: 1000 });
  expect(await main.textContent()).not.toContain('Your puzzle rating');
  expect(posts).toEqual(['puzzle=cwvtjez&moves=6&pit=3']);
  await page.evaluate(() => { window.heading = document.querySelector('main h1'); });

  // Its answer fills in the rating and moves nothing else.
  await expect(main).toContainText(/Your puzzle rating: \d+/, { timeout: 15000 });
  expect(await page.evaluate(() => document.querySelector('main h1') === window.heading)).toBe(true);
  await expect(status).toBeFocused();
  await expect(status).toContainText('Solved! Pit 6 wins by 2; pit 3 draws; pit 2 loses by 6.');
  await network.send('Network.emulateNetworkConditions', {
    offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1,
  });
  expect(posts.length).toBe(1);
  await expectAccessible(page);
  await open(page, '/puzzles');
  await expect(main).toContainText('Solved 1 of the 1 puzzles you tried.');
});

test('a board still being solved updates itself: in place with JavaScript, keeping the focus', async ({ page, javaScriptEnabled }) => {
  // The 6-stone start is far too big to solve while the page waits.
  const path = '/analysis?position=6,6,6,6,6,6,0,6,6,6,6,6,6,0,1';
  await open(page, path);
  await expect(page.locator('main [role="status"]').first()).toBeVisible();
  await expect(page.locator('main')).toContainText('being solved');
  const loads = [];
  page.on('request', (request) => {
    if (new URL(request.url()).search.includes('position=')) loads.push(request.resourceType());
  });
  await page.evaluate(() => { window.samePage = true; });
  const link = page.locator('ol.analysis li a').nth(1);
  const target = await link.getAttribute('href');
  await link.focus();
  await expect.poll(() => loads.length, { timeout: 15000 }).toBeGreaterThan(0);
  await page.waitForLoadState();
  if (javaScriptEnabled) {
    await expect(page.locator(`ol.analysis li a[href="${target}"]`)).toBeFocused();
    // A focus outside the part that changes stays where it is.
    const rules = page.locator('header a[href="/rules"]');
    await rules.focus();
    const before = loads.length;
    await expect.poll(() => loads.length, { timeout: 15000 }).toBeGreaterThan(before);
    await page.waitForTimeout(300);
    await expect(rules).toBeFocused();
    // Two swaps in all, so that nothing the first brought in (a refresh
    // meant for pages without scripts) reloaded the page.
    expect(loads).toEqual(loads.map(() => 'fetch'));
    expect(await page.evaluate(() => window.samePage === true)).toBe(true);
  } else {
    expect(loads[0]).toBe('document');
  }
});
