// An arena played through as four people play it: one with a mouse, one
// by taps on a 360 px phone, one by keyboard and one without JavaScript.
// Nobody presses anything between games: each room shows the result,
// then takes its player back to the arena, whose page takes them on to
// their next game. Games near the end are played on past it, and a
// watcher sees the standings say so, with no podium until the last game
// has ended. The arena lasts `KALAH_ARENA_MINUTES` (2 by default, so the
// suite stays quick; the test server also offers 6).
const { test, expect } = require('@playwright/test');
const { open, ready, PHONE } = require('./helpers');

const MINUTES = Number(process.env.KALAH_ARENA_MINUTES || '2');
/** A person named `name` in a browser of their own, pressing things `by`. */
async function person(browser, testInfo, name, by, options = {}) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  const press = {
    mouse: (target) => target.click(),
    taps: (target) => target.tap(),
    keyboard: async (target) => {
      await target.focus();
      await page.keyboard.press('Enter');
    },
  }[by];
  await open(page, '/lobby');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await press(page.getByRole('button', { name: 'Choose this name' }));
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);
  return { name, page, press, played: [] };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The text of `locator`, or '' while the page is between loads. */
async function textOf(locator) {
  try {
    return (await locator.first().textContent({ timeout: 1_000 })) ?? '';
  } catch {
    return '';
  }
}

/**
 * Plays every game the arena gives `player` until it ends: sow pit 1 on
 * the first turn, resign on the second (after `hold`, which keeps a game
 * near the end going past it). Returns when the arena is over and no game
 * of the player's is left.
 */
async function playThrough(player, end, hold) {
  const { page, press } = player;
  for (;;) {
    while (!/\/room\/[0-9a-f]{32}$/.test(page.url())) {
      // A game made just before the end reaches its player within a
      // refresh or two of the arena's page (5 s each without JavaScript).
      if (Date.now() > end + 12_000) return;
      await sleep(250);
    }
    const room = page.url();
    let sowed = false;
    for (;;) {
      if ((await page.locator('.game-over').count().catch(() => 0)) > 0) break;
      if ((await textOf(page.locator('.turn'))).trim() === 'Your turn.') {
        if (!sowed) {
          await press(page.locator('.pit-panel button.pit[data-pit="1"]'));
          sowed = true;
        } else {
          await hold();
          await press(page.getByText('Resign…'));
          await press(page.getByRole('button', { name: 'Yes, resign' }));
        }
        await expect(page.locator('.turn')).not.toHaveText('Your turn.', { timeout: 15_000 });
      }
      await sleep(200);
    }
    await expect(page.locator('.turn')).not.toContainText('aborted');
    player.played.push(room);
    // Once the arena is over there is no next game to go to.
    if (Date.now() >= end) return;
    // The room takes its player back to the arena by itself.
    await page.waitForURL((url) => url.href !== room, { timeout: 20_000 });
    await ready(page).catch(() => {});
  }
}

test('four players play an arena through, each taken to every next game by itself, and the podium waits for the last game', async ({ browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, 'one run has both: three players with JavaScript, one without');
  test.setTimeout((MINUTES + 4) * 60_000);
  const suffix = Date.now() % 1000000;
  const players = [
    await person(browser, testInfo, `Mo ${suffix}`, 'mouse'),
    await person(browser, testInfo, `Pia ${suffix}`, 'taps', PHONE),
    await person(browser, testInfo, `Kay ${suffix}`, 'keyboard'),
    await person(browser, testInfo, `Noa ${suffix}`, 'mouse', { javaScriptEnabled: false }),
  ];
  const [host] = players;
  const arenaName = `Through ${suffix}`;
  await open(host.page, '/tournaments');
  await host.page.getByLabel('Name', { exact: true }).fill(arenaName);
  await host.page.getByLabel('Length').selectOption(String(MINUTES));
  await host.page.getByLabel('Starts in').selectOption('0');
  // People only: the house bot has a test of its own.
  await host.press(host.page.getByLabel(/The house bot plays/));
  await host.press(host.page.getByRole('button', { name: 'Hold it' }));
  await expect(host.page).toHaveURL(/\/tournament\/[0-9a-f]{16}$/);
  const arena = host.page.url();
  const end = Date.now() + MINUTES * 60_000;
  for (const player of players.slice(1)) {
    await open(player.page, arena);
    await player.press(player.page.getByRole('button', { name: 'Join', exact: true }));
    await expect(player.page.locator('main')).toContainText('You are in this tournament');
  }

  const watcher = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await open(watcher, arena);
  // A game still going when the arena ends waits at its last move until
  // the watcher has seen the standings say so, with no podium yet.
  let provisional;
  const seen = new Promise((resolve) => { provisional = resolve; });
  let held = 0;
  const hold = async () => {
    if (Date.now() < end - 40_000) return;
    held += 1;
    await sleep(end + 3_000 - Date.now());
    await seen;
  };
  const watching = (async () => {
    await sleep(end + 4_000 - Date.now());
    await open(watcher, arena);
    await expect(watcher.locator('main')).toContainText('still being played');
    await expect(watcher.locator('.podium')).toHaveCount(0);
    await expect(watcher.getByRole('table', { name: 'Standings', exact: true })).toBeVisible();
    provisional();
  })();
  await Promise.all([...players.map((player) => playThrough(player, end, hold)), watching]);
  expect(held).toBeGreaterThan(0);
  console.log(players.map((player) => `${player.name}: ${player.played.length} games`).join(', '));

  // The last game over, the podium comes, and the watcher's standings
  // hold every game played: no abort among them.
  await expect(watcher.locator('.podium')).toBeVisible({ timeout: 15_000 });
  await expect(watcher.locator('main')).not.toContainText('still being played');
  const table = watcher.getByRole('table', { name: 'Final standings' });
  await expect(table.locator('.mark.aborted')).toHaveCount(0);
  for (const player of players) {
    expect(player.played.length).toBeGreaterThanOrEqual(3);
    const row = table.getByRole('row').filter({ has: watcher.getByRole('rowheader', { name: player.name }) });
    await expect(row.locator('.marks li')).toHaveCount(player.played.length);
  }
});
