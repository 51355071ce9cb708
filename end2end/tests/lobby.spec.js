// Playing people: the name a player shows others, and a seek opened by one
// player and accepted by another, by keyboard.
const { test, expect } = require('@playwright/test');
const { open, ready, expectAccessible, otherBrowser } = require('./helpers');

test('a name is chosen by keyboard; a refusal says why and keeps the name', async ({ page }) => {
  await open(page, '/lobby');
  await expect(page.locator('h1')).toHaveText('Play people');
  const name = `Ada ${Date.now() % 1000000}`;
  // From the page's start: the skip link, the header's links, then the field.
  const field = page.getByLabel('Name', { exact: true });
  for (let presses = 0; presses < 20 && !(await field.evaluate((node) => node === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);

  await page.getByLabel('Name', { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Expert');
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'Your name did not change.' });
  await expect(refusal).toContainText('That name is one the site itself shows');
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);
  // With the refusal shown: the alert, the form and the name.
  await expectAccessible(page);
});

/** Presses the button named `name` by keyboard: the live seek list above
 * it may move it while a mouse would be on its way. */
async function press(page, name) {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

/** Gives the visitor of `page` the name `name` in the lobby. */
async function named(page, name) {
  await open(page, '/lobby');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await press(page, 'Choose this name');
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);
}

test('a seek opened by keyboard is accepted by another player, and both reach the game', async ({ page, browser, javaScriptEnabled }, testInfo) => {
  const suffix = Date.now() % 1000000;
  const seeker = `Seeker ${suffix}`;
  await named(page, seeker);
  // The other player is in the lobby already: with JavaScript the seek
  // reaches their page by itself, without a reload.
  const taker = await otherBrowser(browser, testInfo);
  await named(taker, `Taker ${suffix}`);
  if (javaScriptEnabled) await taker.evaluate(() => { window.stayed = true; });

  // The seek form by keyboard: casual, 3 stones, the seeker moves first.
  await page.getByLabel('Stones per pit').selectOption('3');
  await page.getByLabel('Casual').check();
  await page.getByLabel('Player 1 (moves first)').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Open seek' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lobby\?waiting=[0-9a-f]{32}$/);
  await expect(page.getByRole('status')).toContainText('Waiting for someone to accept your seek. This page checks every 5 seconds');
  await expect(page.getByRole('button', { name: `Cancel ${seeker}'s seek` })).toBeVisible();
  await expectAccessible(page, { refreshes: 'switch' });

  const accept = taker.getByRole('button', { name: `Accept ${seeker}'s seek` });
  if (javaScriptEnabled) {
    await expect(accept).toBeVisible({ timeout: 5_000 });
    expect(await taker.evaluate(() => window.stayed)).toBe(true);
  } else {
    await open(taker, '/lobby');
  }
  await expect(taker.getByRole('row').filter({ has: accept })).toContainText('3 stones, casual');
  await accept.focus();
  await taker.keyboard.press('Enter');
  await expect(taker).toHaveURL(/\/room\/[0-9a-f]{32}$/);
  await ready(taker);
  await expect(taker.locator('.turn')).toHaveText(`${seeker}'s turn.`);
  // Not their move: the focus is on what the game says, whose turn it is.
  await expect(taker.locator('.now')).toBeFocused();

  // The seeker's page goes to the game by itself: with JavaScript as soon
  // as the server says so (its page has no timed refresh then), without
  // it at its next check. The focus is on their first pit: their move.
  await expect(page).toHaveURL(taker.url(), { timeout: javaScriptEnabled ? 4_000 : 15_000 });
  await ready(page);
  await expect(page.locator('.turn')).toHaveText('Your turn.');
  expect(await page.evaluate(() => document.activeElement.matches('.pit-panel button.pit:not([aria-disabled])'))).toBe(true);
  // The server's clocks, the seeker's own running.
  await expect(page.locator('.clocks')).toContainText('Your clock: ');
  await expect(taker.locator('.clocks')).toContainText(`${seeker}'s clock: `);
  await expect(taker.locator('.players')).toContainText('5+3: 5 minutes, plus 3 seconds a move, casual.');
});

test('a live clock counts down in the browser, and its player hears 60, 30 and 10 seconds left, once each', async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the page shows the time as the server read it');
  const suffix = Date.now() % 1000000;
  const seeker = `Clock ${suffix}`;
  await named(page, seeker);
  await page.getByLabel('Speed').selectOption('3+2');
  await page.getByLabel('Player 1 (moves first)').check();
  await press(page, 'Open seek');
  await expect(page).toHaveURL(/\/lobby\?waiting=/);
  // The browser's own clock, moved on by the test: the server's is not.
  await page.clock.install();
  const taker = await otherBrowser(browser, testInfo);
  await named(taker, `Taker ${suffix}`);
  await press(taker, `Accept ${seeker}'s seek`);
  await expect(taker).toHaveURL(/\/room\//);
  await expect(page).toHaveURL(taker.url(), { timeout: 4_000 });
  await ready(page);
  const mine = page.locator('.clock-side', { hasText: 'Your clock' });
  await expect(mine).toContainText(/Your clock: [23]:\d\d/);
  await page.evaluate(() => {
    window.warned = [];
    const region = document.querySelector('.clocks [aria-live]');
    new MutationObserver(() => window.warned.push(region.textContent)).observe(region, { subtree: true, childList: true, characterData: true });
  });
  // Real time goes on as well (a few seconds on a busy machine): each jump
  // is from the time the page shows.
  const left = async () => {
    const [minutes, seconds] = (await mine.locator('.clock-time').textContent()).split(':').map(Number);
    return minutes * 60 + seconds;
  };
  const warning = page.locator('.clocks [aria-live]');
  await page.clock.runFor((await left() - 59) * 1000);
  await expect(mine).toContainText(/Your clock: 0:5\d/);
  await expect(warning).toHaveText('One minute left on your clock.');
  await page.clock.runFor((await left() - 29) * 1000);
  await expect(warning).toHaveText('30 seconds left on your clock.');
  await page.clock.runFor((await left() - 9) * 1000);
  await expect(warning).toHaveText('10 seconds left on your clock.');
  await expect(mine).toContainText(/Your clock: 0:0\d/);
  // The other side's clock stood still, and each warning was said once.
  await expect(page.locator('.clock-side', { hasText: `Taker ${suffix}` })).toContainText('3:00');
  expect(await page.evaluate(() => window.warned.filter((said) => said))).toEqual([
    'One minute left on your clock.',
    '30 seconds left on your clock.',
    '10 seconds left on your clock.',
  ]);
});

test('at 360 px the lobby, the games to watch, a profile and the leaderboard fit the screen', async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.skip(javaScriptEnabled, 'the same pages and styles with JavaScript: the run without it covers them');
  const suffix = Date.now() % 1000000;
  const seeker = `Narrow Seeker ${suffix}`;
  await named(page, seeker);
  // Six stones: no quick pairing of another test ("Play now", four stones)
  // takes this seek.
  await page.getByLabel('Stones per pit').selectOption('6');
  await press(page, 'Open seek');
  const taker = await otherBrowser(browser, testInfo);
  await taker.setViewportSize({ width: 360, height: 780 });
  await named(taker, `Narrow Taker ${suffix}`);
  const pages = [
    ['lobby', '/lobby', seeker],
    ['watch', '/watch', seeker],
    ['profile', `/player/${encodeURIComponent(seeker)}`, seeker],
    ['leaderboard', '/leaderboard', 'Leaderboard'],
  ];
  for (const [name, path, shows] of pages) {
    await open(taker, path);
    await expect(taker.locator('main')).toContainText(shows);
    await taker.screenshot({ path: testInfo.outputPath(`${name}-360.png`), fullPage: true });
    const overflow = await taker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    if (name === 'lobby') {
      // Accepted, the game is one to watch.
      await press(taker, `Accept ${seeker}'s seek`);
      await expect(taker).toHaveURL(/\/room\//);
    }
  }
});

for (const [speed, kind, shown] of [['5+3', 'live', 'clock: '], ['1d', 'post', 'move is due by ']]) {
test(`a rated ${speed} game between two people by keyboard: a third watches, a resignation ends it, both see their new ratings`, async ({ page, browser, javaScriptEnabled }, testInfo) => {
  const suffix = Date.now() % 1000000;
  const [seeker, taker] = [`Ann ${kind} ${suffix}`, `Ben ${kind} ${suffix}`];
  await named(page, seeker);
  await page.getByLabel('Speed').selectOption(speed);
  await page.getByLabel('Player 1 (moves first)').check();
  await press(page, 'Open seek');
  await expect(page).toHaveURL(/\/lobby\?waiting=/);
  const other = await otherBrowser(browser, testInfo);
  await named(other, taker);
  await other.getByRole('button', { name: `Accept ${seeker}'s seek` }).focus();
  await other.keyboard.press('Enter');
  await expect(other).toHaveURL(/\/room\//);
  await ready(other);
  await expect(page).toHaveURL(other.url(), { timeout: javaScriptEnabled ? 4_000 : 15_000 });
  await ready(page);
  // Shown again: without JavaScript by opening the page, with it by itself.
  const fresh = async (viewer) => {
    if (!javaScriptEnabled) await open(viewer, viewer.url());
  };
  const sowByKeyboard = async (viewer, side, pit) => {
    await viewer.locator(`button.pit[data-side="${side}"][data-pit="${pit}"]`).focus();
    await viewer.keyboard.press('Enter');
  };

  await expect(page.locator('main')).toContainText(shown);
  // Ann sows pit 1 (its last stone in her pit 5): Ben's move.
  await sowByKeyboard(page, 1, 1);
  await expect(page.locator('.turn')).toHaveText(`${taker}'s turn.`);

  // A third person finds the game on Watch and follows it, read-only.
  const watcher = await otherBrowser(browser, testInfo);
  await open(watcher, '/watch');
  const row = watcher.getByRole('row').filter({ hasText: seeker });
  await expect(row).toContainText(taker);
  await row.getByRole('link', { name: /Watch/ }).focus();
  await watcher.keyboard.press('Enter');
  await expect(watcher).toHaveURL(other.url());
  await ready(watcher);
  await expect(watcher.locator('.turn')).toHaveText(`${taker} to move.`);
  await expect(watcher.locator('button.pit:not([aria-disabled])')).toHaveCount(0);

  await fresh(other);
  await expect(other.locator('.turn')).toHaveText('Your turn.');
  await sowByKeyboard(other, 2, 1);
  await expect(other.locator('.turn')).toHaveText(`${seeker}'s turn.`);
  await fresh(watcher);
  await expect(watcher.locator('.status')).toContainText(`${taker} sowed pit 1`);

  // Two more sowings each, none with an extra turn: a game resigned
  // before each side sowed three times moves no rating.
  for (const pit of [3, 1]) {
    await fresh(page);
    await expect(page.locator('.turn')).toHaveText('Your turn.');
    await sowByKeyboard(page, 1, pit);
    await expect(page.locator('.turn')).toHaveText(`${taker}'s turn.`);
    await fresh(other);
    await expect(other.locator('.turn')).toHaveText('Your turn.');
    await sowByKeyboard(other, 2, pit);
    await expect(other.locator('.turn')).toHaveText(`${seeker}'s turn.`);
  }

  // Ben resigns, by keyboard: the question first, then the answer.
  await other.getByText('Resign…').focus();
  await other.keyboard.press('Enter');
  await other.getByRole('button', { name: 'Yes, resign' }).focus();
  await other.keyboard.press('Enter');
  await expect(other.locator('.turn')).toHaveText(`You resigned. ${seeker} wins.`);
  const ratings = new RegExp(`Ratings: ${seeker} 1500 → \\d{4} \\(\\+\\d+\\); ${taker} 1500 → \\d{4} \\(-\\d+\\)`);
  await expect(other.locator('main')).toContainText(ratings);
  await fresh(page);
  await expect(page.locator('.turn')).toHaveText(`${taker} resigned. You win.`);
  await expect(page.locator('main')).toContainText(ratings);
  await fresh(watcher);
  await expect(watcher.locator('.turn')).toHaveText(`${taker} resigned. ${seeker} wins.`);
});
}
