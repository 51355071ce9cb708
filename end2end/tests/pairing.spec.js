// Quick pairing as people use it: two strangers press "Play now" with a
// mouse that stays where it clicked, or by taps on a phone, or without
// JavaScript; a player who closes the tab is nobody's opponent; a game
// whose side to move never comes is aborted, unrated.
//
// "Play now" pairs whoever waits for the same speed, so these tests run
// one at a time, in the JavaScript project only (the one without scripts
// opens contexts of its own), each at a speed of its own.
const { test, expect } = require('@playwright/test');
const { ready, ply, settled, PHONE } = require('./helpers');

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'one project: Play now pairs whoever waits');
test.describe.configure({ mode: 'serial' });

/** A person in a browser of their own, named `name` in the lobby. */
async function person(browser, testInfo, name, options = {}) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  await page.goto('/lobby');
  await page.getByLabel('Name', { exact: true }).fill(name);
  const choose = page.getByRole('button', { name: 'Choose this name' });
  if (options.hasTouch) await choose.tap();
  else await choose.click();
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);
  return page;
}

/** The Play now button for `speed` ("3+2"). */
function playNow(page, speed) {
  return page.getByRole('button', { name: new RegExp(`^${speed.replace('+', '\\+')}:`) });
}

/** The two pages of a game, the one whose turn it is first. */
async function byTurn(first, second) {
  await ready(first);
  await ready(second);
  await expect(first.locator('.turn')).toHaveText(/turn\.$/);
  await expect(second.locator('.turn')).toHaveText(/turn\.$/);
  const turns = [await first.locator('.turn').textContent(), await second.locator('.turn').textContent()];
  expect(turns.filter((turn) => turn === 'Your turn.')).toHaveLength(1);
  return turns[0] === 'Your turn.' ? [first, second] : [second, first];
}

/** Presses the first pit with stones of `page`'s side, the way `how`
 * ("click" or "tap") does, and waits until the move is played out. */
async function moveOnce(page, how) {
  const before = await ply(page);
  const pit = page.locator('.pit-panel button.pit:not([aria-disabled])').first();
  await expect(pit).toBeVisible();
  await pit[how]();
  await expect(page.locator('.board-form input[name="ply"]')).not.toHaveValue(before);
  await settled(page);
}

/** Plays `page`'s whole turn, extra turns included. */
async function playTurn(page, how) {
  await expect(page.locator('.turn')).toHaveText(/^Your turn\./, { timeout: 10_000 });
  do {
    await moveOnce(page, how);
    // "Your turn. Extra turn!" after a sowing that ends in the store.
  } while ((await page.locator('.turn').textContent()).startsWith('Your turn.'));
}

test('two strangers pair by mouse, the pointer resting where each clicked, and play by mouse', async ({ browser }, testInfo) => {
  const suffix = Date.now() % 1000000;
  const [ada, bo] = [`Mouse A ${suffix}`, `Mouse B ${suffix}`];
  const first = await person(browser, testInfo, ada);
  const second = await person(browser, testInfo, bo);
  await playNow(first, '3+2').click();
  await expect(first.getByRole('status')).toContainText('Waiting for someone to accept your seek');
  // The pointer stays on the page, over what the click left under it.
  await playNow(second, '3+2').click();
  await expect(second).toHaveURL(/\/room\/[0-9a-f]{32}$/, { timeout: 5_000 });
  await expect(first).toHaveURL(second.url(), { timeout: 5_000 });

  const [mover, other] = await byTurn(first, second);
  const moverName = mover === first ? ada : bo;
  const otherName = mover === first ? bo : ada;
  // Each names the other: the heading, the board's rows, the stores.
  await expect(mover.locator('h1')).toContainText(`vs ${otherName}`);
  await expect(mover.locator('.side-label').first()).toContainText(otherName);
  await expect(other.locator('.store .sr-only').first()).toContainText(moverName);
  await expect(mover.locator('main')).not.toContainText('Friend');

  // A few moves each, by mouse; an extra turn keeps the same side on.
  for (let round = 0; round < 2; round += 1) {
    for (const page of [mover, other]) await playTurn(page, 'click');
  }
  await expect(mover.locator('.status')).toContainText(`${otherName} sowed pit`);
});

test('two strangers pair by taps on 360 px phones; a side that never moves has the game aborted, and the other finds another in one tap', async ({ browser }, testInfo) => {
  const suffix = Date.now() % 1000000;
  const first = await person(browser, testInfo, `Tap A ${suffix}`, PHONE);
  const second = await person(browser, testInfo, `Tap B ${suffix}`, PHONE);
  await playNow(first, '5+3').tap();
  await expect(first.getByRole('status')).toContainText('Waiting for someone to accept your seek');
  await playNow(second, '5+3').tap();
  await expect(second).toHaveURL(/\/room\/[0-9a-f]{32}$/, { timeout: 5_000 });
  await expect(first).toHaveURL(second.url(), { timeout: 5_000 });
  const [mover, absent] = await byTurn(first, second);
  const absentName = mover === first ? `Tap B ${suffix}` : `Tap A ${suffix}`;
  // On the phone the clocks stand just above the board, and the checks a
  // page without scripts offers the side waiting are hidden: the page
  // hears the other's move by itself.
  for (const page of [mover, absent]) {
    const clocks = await page.locator('.clocks').boundingBox();
    const board = await page.locator('.scene-frame').boundingBox();
    expect(board.y - (clocks.y + clocks.height)).toBeGreaterThanOrEqual(0);
    expect(board.y - (clocks.y + clocks.height)).toBeLessThan(60);
  }
  await expect(absent.locator('.room-checking')).toHaveCount(1);
  await expect(absent.locator('.room-checking')).toBeHidden();
  // Player 1 moves by tap; Player 2 puts the phone away.
  await moveOnce(mover, 'tap');
  await absent.context().close();

  // The server aborts it (the test server gives a first move 30 s), and
  // the page hears it by itself.
  await expect(mover.locator('.status')).toContainText(`${absentName} did not make a first move in time.`, { timeout: 45_000 });
  await expect(mover.locator('.turn')).toHaveText('The game was aborted: no result, and no rating changes.');
  await expect(mover.locator('main')).not.toContainText('Ratings:');
  const again = mover.getByRole('button', { name: 'Find another 5+3 game' });
  await again.tap();
  await expect(mover).toHaveURL(/\/lobby\?waiting=[0-9a-f]{32}$/);
  await expect(mover.getByRole('status')).toContainText('Waiting for someone to accept your seek');
  await mover.getByRole('button', { name: /^Cancel / }).tap();
});

test('a player who closed the tab is paired with nobody: the next two who press Play now get each other', async ({ browser }, testInfo) => {
  const suffix = Date.now() % 1000000;
  const gone = await person(browser, testInfo, `Gone ${suffix}`);
  const watcher = await person(browser, testInfo, `Here ${suffix}`);
  await playNow(gone, '10+5').click();
  await expect(gone.getByRole('status')).toContainText('Waiting for someone');
  const row = watcher.getByRole('row').filter({ hasText: `Gone ${suffix}` });
  await expect(row).toBeVisible();
  await gone.context().close();
  // Within 30 s the seek has left the lobby by itself.
  await expect(row).toHaveCount(0, { timeout: 30_000 });

  await playNow(watcher, '10+5').click();
  await expect(watcher.getByRole('status')).toContainText('Waiting for someone');
  const third = await person(browser, testInfo, `Third ${suffix}`);
  await playNow(third, '10+5').click();
  await expect(third).toHaveURL(/\/room\/[0-9a-f]{32}$/, { timeout: 5_000 });
  await expect(watcher).toHaveURL(third.url(), { timeout: 5_000 });
  await ready(third);
  await expect(third.locator('h1')).toContainText(`vs Here ${suffix}`);
});

test('without JavaScript two strangers pair through the waiting page\'s checks', async ({ browser }, testInfo) => {
  const suffix = Date.now() % 1000000;
  const plain = { javaScriptEnabled: false };
  const first = await person(browser, testInfo, `Plain A ${suffix}`, plain);
  const second = await person(browser, testInfo, `Plain B ${suffix}`, plain);
  await playNow(first, '3+2').click();
  await expect(first).toHaveURL(/\/lobby\?waiting=/);
  await expect(first.getByRole('status')).toContainText('This page checks every 5 seconds');
  await playNow(second, '3+2').click();
  // The second press is answered with the game; the first page's next
  // check goes there.
  await expect(second).toHaveURL(/\/room\/[0-9a-f]{32}$/, { timeout: 5_000 });
  await expect(first).toHaveURL(second.url(), { timeout: 12_000 });
  await expect(first.locator('h1')).toContainText(`vs Plain B ${suffix}`);
});
