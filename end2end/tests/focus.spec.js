// Where the focus is and what is said, as a keyboard or screen reader
// player meets it: the focus stays on the pits through every move, and
// every move is announced in full.
const { test, expect } = require('@playwright/test');
const { open, ready, settled, startGame, otherBrowser, focused, listen, spoken } = require('./helpers');

/** The number keys of the sowable pits of `side`, lowest first. */
function sowable(page, side) {
  return page
    .locator(`.pit-panel button.pit[data-side="${side}"]:not([aria-disabled])`)
    .evaluateAll((nodes) => nodes.map((node) => node.dataset.pit));
}

test('a new game opens with the focus on a pit to sow', async ({ page }) => {
  await startGame(page, 'Easy');
  const now = await focused(page);
  expect(now.sowable).toBe(true);
  expect(now.side).toBe('1');
});

test('from the skip link one Tab reaches the pits', async ({ page }) => {
  await startGame(page, 'Easy');
  await page.locator('.skip-link').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ pit: '1', side: '1', sowable: true });
});

test('without JavaScript the page after a move opens on what happened and whose turn it is', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'with JavaScript the page stays and the focus stays on the pit');
  await startGame(page, 'Easy');
  await page.locator('.pit-panel button.pit[data-side="1"][data-pit="1"]').click();
  await ready(page);
  const now = await page.evaluate(() => document.activeElement.className);
  expect(now).toBe('now');
  await expect(page.locator('.now')).toContainText(/You sowed pit 1: last stone in your pit 5\..*Your turn\./s);
});

test('a whole game against Easy by keyboard alone: the focus never leaves your pits and every move is said', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript every move is a new page (tested above)');
  test.setTimeout(180_000);
  await startGame(page, 'Easy');
  await listen(page);
  await page.locator('.skip-link').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  for (let move = 0; move < 100; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    const pits = await sowable(page, 1);
    expect(pits.length).toBeGreaterThan(0);
    // The number keys on even moves, arrows on odd ones.
    if (move % 2 === 0) {
      await page.keyboard.press(pits[pits.length - 1]);
    } else {
      await page.keyboard.press('Home');
      for (let step = 1; step < pits.length; step += 1) await page.keyboard.press('ArrowRight');
    }
    const chosen = await focused(page);
    expect(chosen.pit).toBe(pits[pits.length - 1]);
    const before = (await spoken(page)).length;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(before);
    await settled(page);
    await expect.poll(async () => (await spoken(page)).slice(before)).toMatch(
      new RegExp(`You sowed pit ${chosen.pit}: (last stone in|captured).*(Your turn\\.|wins|draw|you win)`, 'i'),
    );
    if ((await page.locator('.game-over').count()) === 0) {
      await expect.poll(() => focused(page)).toMatchObject({ side: '1', sowable: true });
    } else {
      await expect.poll(() => focused(page)).toMatchObject({ body: false, inside: true });
    }
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  expect(await spoken(page)).toMatch(/the game is over|wins|draw/i);
});

test('two players by keyboard: after each move the focus is on a pit of the side to move', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript every move is a new page');
  test.setTimeout(120_000);
  await startGame(page, '2 players on this device');
  await listen(page);
  for (let move = 0; move < 12; move += 1) {
    const side = (await page.locator('.turn').textContent()).includes('Player 1') ? '1' : '2';
    const pits = await sowable(page, side);
    await page.keyboard.press(pits[0]);
    expect(await focused(page)).toMatchObject({ side, pit: pits[0], sowable: true });
    const before = (await spoken(page)).length;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await spoken(page)).slice(before)).toMatch(new RegExp(`Player ${side} sowed pit ${pits[0]}: `));
    await settled(page);
    const next = (await page.locator('.turn').textContent()).includes('Player 1') ? '1' : '2';
    await expect.poll(() => focused(page)).toMatchObject({ side: next, sowable: true });
  }
});

test('Undo, Pause and Resume leave the focus in the game', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript each is a new page');
  await startGame(page, 'Easy');
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await settled(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.status')).toContainText('Move taken back.');
  await expect.poll(async () => (await focused(page)).sowable).toBe(true);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.pit-panel')).toBeVisible();
  await expect.poll(async () => (await focused(page)).sowable).toBe(true);
});

test("in a room the friend's move arrives while a pit has the focus, and the focus stays", async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the page is checked by hand');
  await open(page, '/');
  await page.getByRole('button', { name: 'Play a friend (send a link)' }).click();
  await ready(page);
  const link = await page.locator('.room-link code').textContent();
  const friend = await otherBrowser(browser, testInfo);
  await friend.goto(link);
  await ready(friend);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(page.locator('.turn')).toHaveText('Your turn.');
  await listen(page);
  // Pit 1 ends in my pit 5: the friend moves next.
  await page.locator('.pit-panel button.pit[data-side="1"][data-pit="1"]').focus();
  await page.keyboard.press('Enter');
  await expect(friend.locator('.turn')).toHaveText('Your turn.');
  await expect.poll(() => focused(page)).toMatchObject({ side: '1', pit: '1', sowable: false });
  await friend.locator('.pit-panel button.pit[data-side="2"][data-pit="1"]').click();
  await expect.poll(() => spoken(page)).toMatch(/Friend sowed pit 1: last stone in .*pit 5\. Your turn\./);
  await settled(page);
  // Pit 1 is empty now: the focus went to the nearest pit to sow.
  await expect.poll(() => focused(page)).toMatchObject({ side: '1', pit: '2', sowable: true });
  await friend.context().close();
});
