// The board's behaviours in a friend's room, as on /game: each move by
// keyboard is said on the mover's page and, when it arrives, on the
// friend's ("Friend sowed pit 3: …"), and the focus stays on the pits
// of each page through the mover's move and the friend's; on a phone the
// first tap shows where the last stone lands and the second sows, and the
// friend's page plays the move out.
const { test, expect } = require('@playwright/test');
const { open, ready, settled, focused, listen, spoken, openRoom, joined, turnAndZoom, phoneBrowser } = require('./helpers');

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'without JavaScript each move is a new page, opened on its status line');

/** The page whose turn it is ("Your turn.", perhaps with "Extra turn!"), once both pages agree. */
async function toMove(host, friend) {
  const turns = async () => [host, friend].map(async (page) => page.locator('.turn').textContent());
  const agreed = async () => {
    const [one, two] = await Promise.all(await turns());
    if (one.startsWith('Your turn.') && two === "Your friend's turn.") return 'host';
    if (two.startsWith('Your turn.') && one === "Your friend's turn.") return 'friend';
    return null;
  };
  await expect.poll(agreed).not.toBeNull();
  return (await agreed()) === 'host' ? host : friend;
}

/**
 * Puts the keyboard's focus in the game, as a player who skips to it and
 * tabs in: onto a pit when it is their turn, else onto the first control
 * that takes it; the number keys choose a pit from there.
 */
async function focusThePits(page) {
  await page.locator('.skip-link').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await focused(page)).inside).toBe(true);
}

test('in a room each move by keyboard is said on both pages, and the focus stays on the pits', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const friend = await joined(browser, testInfo, await openRoom(page));
  await expect(page.locator('.turn')).toHaveText('Your turn.');
  for (const player of [page, friend]) {
    await listen(player);
    await focusThePits(player);
  }
  const moved = new Set();
  for (let move = 0; move < 8; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    const mover = await toMove(page, friend);
    const other = mover === page ? friend : page;
    const pits = await mover
      .locator('.pit-panel button.pit:not([aria-disabled])')
      .evaluateAll((nodes) => nodes.map((node) => node.dataset.pit));
    const pit = pits[0];
    const before = [(await spoken(mover)).length, (await spoken(other)).length];
    await mover.keyboard.press(pit);
    await mover.keyboard.press('Enter');
    await expect.poll(async () => (await spoken(mover)).slice(before[0])).toMatch(new RegExp(`You sowed pit ${pit}: `));
    await expect.poll(async () => (await spoken(other)).slice(before[1]), { timeout: 10_000 }).toMatch(
      new RegExp(`Friend sowed pit ${pit}: `),
    );
    await settled(mover);
    await settled(other);
    for (const player of [mover, other]) {
      await expect.poll(async () => (await focused(player)).inside).toBe(true);
    }
    // Whoever is to move now, if their focus was on their pits (they have
    // sown), has it on a pit they can sow.
    moved.add(mover);
    if ((await page.locator('.game-over').count()) > 0) break;
    const next = await toMove(page, friend);
    if (moved.has(next)) await expect.poll(() => focused(next)).toMatchObject({ sowable: true });
  }
});

test('in a room on a phone the first tap shows the landing and the second sows, and the move plays out on the friend\'s page', async ({ browser }, testInfo) => {
  const phone = await phoneBrowser(browser, testInfo);
  const host = await phone.newPage();
  await open(host, '/');
  await host.getByRole('button', { name: 'Play a friend (send a link)' }).tap();
  await expect(host).toHaveURL(/\/room\/[0-9a-f]{32}$/);
  await ready(host);
  const link = await host.locator('.room-link code').textContent();
  // The friend's browser animates sowing.
  const desk = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'no-preference' });
  const friend = await desk.newPage();
  await friend.goto(link);
  await ready(friend);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.turn')).toHaveText("Your friend's turn.");
  await expect(host.locator('.turn')).toHaveText('Your turn.');
  await friend.evaluate(() => {
    window.playing = [];
    new MutationObserver(() => {
      const area = document.querySelector('.play-area');
      if (area) window.playing.push(area.dataset.playing);
    }).observe(document.getElementById('game'), { attributes: true, subtree: true, childList: true });
  });
  const pit = host.locator('button.pit3d[data-scene-side="1"][data-scene-pit="3"]');
  await pit.tap();
  await expect(pit).toHaveClass(/chosen/);
  // Pit 3's last stone lands in the host's store.
  await expect(host.locator('.store3d.near.landing')).toHaveCount(1);
  await expect(host.locator('.board-form input[name="ply"]')).toHaveValue('0');
  await pit.tap();
  await expect(host.locator('.board-form input[name="ply"]')).toHaveValue('1');
  await expect(friend.locator('.board-form input[name="ply"]')).toHaveValue('1', { timeout: 10_000 });
  await expect.poll(() => friend.evaluate(() => window.playing.includes('true'))).toBe(true);
  await phone.close();
  await desk.close();
});

test('in a room dragging turns the board and the wheel zooms, and the board stays turned through the friend\'s move', async ({ page, browser }, testInfo) => {
  const friend = await joined(browser, testInfo, await openRoom(page));
  await expect(page.locator('.turn')).toHaveText('Your turn.');
  await turnAndZoom(page);
  // Pit 1 of four stones ends in pit 5: the friend's turn, then the
  // friend's move arrives and is played out on this page.
  await page.locator('.pit-panel button.pit[data-side="1"][data-pit="1"]').click();
  await expect(page.locator('.turn')).toHaveText("Your friend's turn.");
  await expect(friend.locator('.turn')).toHaveText('Your turn.');
  await friend.locator('.pit-panel button.pit[data-side="2"][data-pit="1"]').click();
  await expect(page.locator('.turn')).toHaveText(/^Your turn\./);
  await settled(page);
  await expect(page.locator('.scene')).toHaveAttribute('style', /--spin:40\.0deg;--zoom:1\.600/);
});
