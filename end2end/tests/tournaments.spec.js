// Arenas as people use them: one player holds an arena that starts at
// once, by taps on a 360 px phone; another joins by keyboard; both are
// taken to their game by the arena's page (in place with JavaScript, by
// its refresh without), and after a resignation both see the score and
// the marks in the standings, a table a screen reader reads, while a third
// person watches the standings change by themselves (with JavaScript
// through the arena's event stream). A third player, alone in an arena
// of their own, plays the house bot; a fourth loses to the leader, who
// is then on a streak. Each test's arena is its own, so both
// projects run it.
const { test, expect } = require('@playwright/test');
const { open, ready, expectAccessible, PHONE } = require('./helpers');

/** A person in a browser of their own, named `name` in the lobby. */
async function person(browser, testInfo, name, options = {}) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  await open(page, '/lobby');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Choose this name' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);
  return page;
}

test('an arena held on a phone and joined by keyboard pairs both players, and the standings show the result', async ({ browser, javaScriptEnabled }, testInfo) => {
  const suffix = Date.now() % 1000000;
  const [ada, bo, cy] = [`Ada ${suffix}`, `Bo ${suffix}`, `Cy ${suffix}`];
  const arenaName = `Arena ${javaScriptEnabled ? 'js' : 'plain'} ${suffix}`;
  // Everyone named first: the host alone would play the house bot after
  // the test server's 6 s.
  const host = await person(browser, testInfo, ada, PHONE);
  const guest = await person(browser, testInfo, bo);
  const third = await person(browser, testInfo, cy);
  // Bo has the list open: with JavaScript it shows the new arena by itself.
  await open(guest, '/tournaments');
  await open(host, '/tournaments');
  await host.getByLabel('Name', { exact: true }).fill(arenaName);
  await host.getByLabel('Starts in').selectOption('0');
  // Without the house bot: after their game the two wait for each other.
  await host.getByLabel(/The house bot plays/).tap();
  await expect(host.getByLabel(/The house bot plays/)).not.toBeChecked();
  await host.getByRole('button', { name: 'Hold it' }).tap();
  await expect(host).toHaveURL(/\/tournament\/[0-9a-f]{16}$/);
  await expect(host.locator('h1')).toHaveText(arenaName);
  await expect(host.locator('main')).toContainText('You are in this tournament');
  // Nothing scrolls sideways on the phone.
  expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const arena = host.url();
  if (javaScriptEnabled) await expect(guest.locator('#tournaments-list')).toContainText(arenaName);

  await open(guest, arena);
  await guest.getByRole('button', { name: 'Join', exact: true }).focus();
  await guest.keyboard.press('Enter');
  // Paired within a few seconds; each page takes its player to the game.
  await expect(guest).toHaveURL(/\/room\/[0-9a-f]{32}$/, { timeout: 15_000 });
  await expect(host).toHaveURL(guest.url(), { timeout: 15_000 });
  await ready(guest);
  await ready(host);
  // Bo goes berserk before his first move, by keyboard: both rooms say so.
  await guest.getByRole('button', { name: /^Berserk: half your time/ }).focus();
  await guest.keyboard.press('Enter');
  await expect(guest.locator('.berserked')).toHaveText(`${bo} went berserk.`);
  await expect(guest.getByRole('button', { name: /^Berserk/ })).toHaveCount(0);
  // With JavaScript Ada's room hears it; without, her turn's page does
  // not check itself, and she sees it at its next load.
  if (!javaScriptEnabled) await host.reload();
  await expect(host.locator('.berserked')).toHaveText(`${bo} went berserk.`);

  // A third person watches the arena: its standings change by themselves
  // (in place with JavaScript, by the page's own refresh without).
  const watcherContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    reducedMotion: 'reduce',
  });
  const watcher = await watcherContext.newPage();
  const streams = [];
  watcher.on('request', (request) => {
    if (request.url().includes('/api/tournaments/')) streams.push(new URL(request.url()).pathname);
  });
  await open(watcher, arena);
  await expect(watcher.getByRole('table', { name: 'Standings' })).not.toContainText('won as Player');
  const id = arena.split('/').pop();
  if (javaScriptEnabled) {
    await expect.poll(() => streams).toContain(`/api/tournaments/${id}/events`);
  } else {
    expect(streams).toEqual([]);
  }

  await guest.getByText('Resign…').focus();
  await guest.keyboard.press('Enter');
  await guest.getByRole('button', { name: 'Yes, resign' }).focus();
  await guest.keyboard.press('Enter');
  await expect(guest.locator('.turn')).toHaveText(`You resigned. ${ada} wins.`);
  // The result is read, then both are taken back to the arena without
  // pressing anything (Ada's page, on her turn, learns of the end by
  // itself only with JavaScript).
  await expect(guest.locator('.next-game')).toHaveText('Next game in 5 seconds, from the tournament.');
  await expect(watcher.getByRole('table', { name: 'Standings' })).toContainText('won as Player', { timeout: 15_000 });
  await expect(watcher).toHaveURL(arena);
  await expect(guest).toHaveURL(arena, { timeout: 10_000 });
  if (javaScriptEnabled) await expect(host).toHaveURL(arena, { timeout: 10_000 });

  // The third player holds an arena of their own, the house bot on (as
  // the form has it): alone in it, after the test server's 6 s they play
  // the bot in an arena room like any other, on the arena's clock with
  // nothing to take back; the bot is named in the games and has no line
  // in the standings.
  await open(third, '/tournaments');
  await third.getByLabel('Name', { exact: true }).fill(`${arenaName} alone`);
  await third.getByLabel('Starts in').selectOption('0');
  await expect(third.getByLabel(/The house bot plays/)).toBeChecked();
  await third.getByRole('button', { name: 'Hold it' }).focus();
  await third.keyboard.press('Enter');
  await expect(third).toHaveURL(/\/tournament\/[0-9a-f]{16}$/);
  const alone = third.url();
  await expect(third).toHaveURL(/\/room\/[0-9a-f]{32}$/, { timeout: 20_000 });
  await ready(third);
  await expect(third).toHaveTitle(new RegExp(`^${cy} against the house bot`));
  await expect(third.locator('.room-back')).toContainText(`${arenaName} alone`);
  await expect(third.locator('.clocks')).toContainText("House bot's clock: 3:00");
  for (const name of ['Undo', 'Hint', 'Pause', 'New game', 'Restart']) {
    await expect(third.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(third.getByRole('link', { name: 'Analysis so far' })).toHaveCount(0);
  // Cy sows with the mouse; the bot replies at once and her turn is back.
  await third.locator('.pit-panel button.pit').first().click();
  await expect(third.locator('.turn')).toHaveText('Your turn.', { timeout: 10_000 });
  await expect(third.locator('.clocks')).toContainText("House bot's clock: 3:00");
  // Its player would be sent back to the game: the watcher looks.
  await open(watcher, alone);
  await expect(watcher.locator('.arena-games')).toContainText(`${cy} against the house bot`);
  await expect(watcher.getByRole('table', { name: 'Standings' }).getByRole('row')).toHaveCount(2);
  await expect(watcher.getByRole('table', { name: 'Standings' })).not.toContainText('house bot');

  await open(guest, arena);
  const table = guest.getByRole('table', { name: 'Standings' });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toContainText(ada);
  await expect(first).toContainText(/won as Player [12], 2 points\./);
  const second = table.getByRole('row').nth(2);
  await expect(second.getByRole('rowheader')).toContainText(`${bo} (you)`);
  await expect(second).toContainText(/lost as Player [12], 0 points, berserk\./);
  await expect(guest.getByRole('status').filter({ hasText: 'You are 2 of 2 with 0 points.' })).toBeVisible();
  // The game is listed with its result, its replay and its analysis.
  await expect(guest.locator('.arena-games')).toContainText(`${ada} won`);
  await guest.getByRole('link', { name: 'Replay' }).focus();
  await guest.keyboard.press('Enter');
  await expect(guest).toHaveURL(/\/game\/[0-9a-f]+\/replay$/);
  await open(guest, arena);
  await expectAccessible(guest, { refreshes: 'real-time' });

  // A fourth player joins and is paired with Ada (Bo was her last
  // opponent); they resign, and Ada's second win in a row puts her on a
  // streak, which the watcher sees by itself.
  const fourth = await person(browser, testInfo, `Di ${suffix}`);
  await open(fourth, arena);
  await fourth.getByRole('button', { name: 'Join', exact: true }).focus();
  await fourth.keyboard.press('Enter');
  await expect(fourth).toHaveURL(/\/room\/[0-9a-f]{32}$/, { timeout: 15_000 });
  // Ada, back on the arena's page, is taken to the new game by itself.
  if (javaScriptEnabled) await expect(host).toHaveURL(fourth.url(), { timeout: 15_000 });
  await ready(fourth);
  await expect(fourth.locator('.players')).toContainText(ada);
  await fourth.getByText('Resign…').focus();
  await fourth.keyboard.press('Enter');
  await fourth.getByRole('button', { name: 'Yes, resign' }).focus();
  await fourth.keyboard.press('Enter');
  await open(watcher, arena);
  const leader = watcher.getByRole('table', { name: 'Standings' }).getByRole('row').nth(1);
  await expect(leader).toContainText(/on a streak: the next game counts double/, { timeout: 15_000 });
  // Rank, rating, score: two wins of 2 points.
  await expect(leader.getByRole('cell').nth(2)).toHaveText('4');
});
