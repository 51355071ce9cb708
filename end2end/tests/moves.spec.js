const { test, expect } = require('@playwright/test');
const { ready, startGame, settled, sow, expectAccessible } = require('./helpers');

test('the last move is marked and described', async ({ page }) => {
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  await expect(page.locator('.status')).toContainText('You sowed pit 3: last stone in your store, extra turn.');
  await expect(page.locator('.pit.last-move[data-side="1"][data-pit="3"]')).toHaveCount(1);
  await expect(page.locator('.pit3d.last-move[data-scene-side="1"][data-scene-pit="3"]')).toHaveCount(1);
});

test('with JavaScript a move does not reload the page', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'only the hydrated page can move without a reload');
  await startGame(page, 'Medium');
  await page.evaluate(() => { window.stillHere = true; });
  await sow(page, 1, 6);
  expect(await page.evaluate(() => window.stillHere)).toBe(true);
});

test('with JavaScript each action takes one request, answered with the new state', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript an action is a form post and the page it redirects to');
  await startGame(page, 'Easy');
  const requests = [];
  // Every request but the page's files and its time reports: a redirect
  // followed, or the page loaded again, would show here.
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['document', 'fetch', 'xhr'].includes(request.resourceType()) && pathname !== '/api/time') {
      requests.push(`${request.method()} ${pathname}`);
    }
  });
  // A move (with the computer's replies), then Undo and Redo.
  await sow(page, 1, 6);
  await settled(page);
  expect(requests).toEqual(['POST /api/play']);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('.status')).toContainText('Move taken back.');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(page.locator('.status')).toContainText('Move replayed.');
  await settled(page);
  expect(requests).toEqual(['POST /api/play', 'POST /api/play', 'POST /api/play']);
});

test('the hydrated game and room log no error and no warning', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'only the hydrated page logs');
  const logged = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  await page.getByRole('button', { name: 'Top-down', exact: true }).click();
  await expect(page.locator('.scene')).toHaveAttribute('data-view', 'top-down');
  // A setting whose value turns over keeps its button, and the focus on it;
  // Full screen, which needs a script, is offered beside the settings.
  const sound = page.getByRole('button', { name: 'Sound', exact: true });
  await sound.focus();
  await page.keyboard.press('Enter');
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await expect(sound).toBeFocused();
  await expect(page.getByRole('button', { name: 'Full screen', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('.status')).toContainText('Move taken back.');
  await page.goto('/');
  await page.getByRole('button', { name: 'Play a friend (send a link)' }).click();
  await page.waitForURL(/\/room\//);
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  expect(logged).toEqual([]);
});

test('the content security policy lets the hydrated page do everything, and blocks nothing of ours', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the policy matters for scripts');
  const violations = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response.headers()['content-security-policy']).toContain("'nonce-");
  await startGame(page, 'Medium');
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => { window.stillHere = true; });
  await sow(page, 1, 6);
  expect(await page.evaluate(() => window.stillHere)).toBe(true);
  // A script injected without the nonce, as an attacker's would be, does not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.appendChild(script);
  });
  expect(await page.evaluate(() => window.injected)).toBeUndefined();
  // The one refusal is that script; the site's own needed none.
  expect(violations).toHaveLength(1);
  expect(violations[0]).toContain('inline script');
});

test('a repeated form is refused and changes nothing', async ({ page }) => {
  await startGame(page, 'Easy');
  const game = page.url().split('/').pop();
  const version = await page.locator('.board-form input[name="version"]').inputValue();
  await sow(page, 1, 3);
  // Replay the first move's form as a double click would.
  const cookies = await page.context().cookies();
  const response = await page.request.post('/api/play', {
    form: { game, ply: '0', version, action: 'sow', pit: '3' },
    headers: { Accept: 'application/json', Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(response.status()).toBe(409);
  await page.reload();
  await ready(page);
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('1');
});

test('a 320 px wide screen shows the board without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await startGame(page, 'Easy');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await sow(page, 1, 3);
  await expect(page.locator('.pit.last-move')).toBeInViewport();
});

test('a hint against Easy names a pit and marks the game', async ({ page }) => {
  await startGame(page, 'Easy');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.hint')).toContainText('Hint: sow pit 3.');
  await expect(page.locator('.hints-used')).toHaveText('Hints used in this game: 1');
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
});

test('the analysis lists each of my moves, also during the game', async ({ page }) => {
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  await sow(page, 1, 6);
  await page.getByRole('link', { name: 'Analysis so far' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Analysis', { timeout: 30_000 });
  await expect(page.locator('.analysis li')).toHaveCount(2);
  await expect(page.locator('.analysis li').first()).toContainText('Move 1: You sowed pit 3');
  await expectAccessible(page);
});
