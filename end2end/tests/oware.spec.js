// Oware as a player meets it: chosen on the home page, played by mouse, by
// keyboard and by taps on a 360 px phone, every move said in seeds and
// captures, a move that does not feed refused in words.
const { test, expect } = require('@playwright/test');
const { open, ready, startGame, sow, settled, totalStones, expectAccessible, listen, spoken, focused } = require('./helpers');

/** The pits of `side` the rules allow: with seeds and, when the opponent
 * has none, reaching their row. */
async function legalPits(page, side) {
  const counts = await page.locator('.pit-panel [data-count][data-pit]').evaluateAll((nodes) =>
    nodes.map((node) => [node.dataset.side, Number(node.dataset.pit), Number(node.dataset.count)]),
  );
  const other = side === '1' ? '2' : '1';
  const starved = counts.filter(([owner]) => owner === other).every(([, , seeds]) => seeds === 0);
  return counts
    .filter(([owner, pit, seeds]) => owner === side && seeds > 0 && (!starved || seeds >= 7 - pit))
    .map(([, pit]) => String(pit));
}

/** Starts a game by posting the new-game form (as the analysis board's
 * "play from here" does) and opens it. */
async function startFrom(page, form) {
  await open(page, '/');
  const answer = await page.request.post('/api/new-game', { form, maxRedirects: 0 });
  const location = answer.headers().location;
  expect(location).toMatch(/^\/game\/[0-9a-f]{32}$/);
  await open(page, location);
  await settled(page);
}

test('a whole Oware game against Easy by mouse, every move said in seeds', async ({ page }) => {
  test.setTimeout(240_000);
  await startGame(page, 'Oware · Easy');
  await expect(page.locator('h1')).toContainText('Oware');
  await expect(page.getByRole('button', { name: 'Your pit 1, 4 seeds' })).toBeVisible();
  await expect(page.locator('.pit-panel')).toContainText('Your captures, 0 seeds');
  for (let move = 0; move < 200; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    const [pit] = await legalPits(page, '1');
    await sow(page, 1, pit);
    expect(await totalStones(page)).toBe(48);
    if ((await page.locator('.game-over').count()) === 0) {
      await expect(page.locator('.status')).toContainText(/sowed pit \d: \d+ seeds?, the last in/);
    }
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.locator('.result')).toHaveText(/(You win|Computer wins|Draw), \d+ to \d+\./);
  await expect(page.locator('.status')).toContainText('the game is over');
  await expectAccessible(page);
});

test('a move that does not feed is refused in words and changes nothing', async ({ page }) => {
  await startFrom(page, { game: 'oware', opponent: 'same-device', position: '2,0,0,0,0,5,20,0,0,0,0,0,0,21,1' });
  await page.locator('.pit-panel button.pit[data-side="1"][data-pit="1"]').click();
  await expect(page.getByText('pit 1 gives no seeds: you must give seeds to Player 2, who has none')).toBeVisible();
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
  expect(await totalStones(page)).toBe(48);
  await sow(page, 1, 6);
  await expect(page.locator('.status')).toContainText("Player 1 sowed pit 6: 5 seeds, the last in Player 2's pit 5.");
});

test('a chain capture is played out and said pit by pit', async ({ page }) => {
  await startFrom(page, { game: 'oware', opponent: 'same-device', position: '4,4,4,4,4,3,5,1,2,1,4,4,4,4,1' });
  await sow(page, 1, 6);
  await expect(page.locator('.status')).toContainText('Captured 2 seeds from pit 3, 3 from pit 2 and 2 from pit 1.');
  await expect(page.locator('.pit-panel')).toContainText("Player 1's captures, 12 seeds");
});

test('Oware by keyboard alone: number keys and Enter, every move announced', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the game keys need JavaScript; without it Tab and Enter work as on any form');
  test.setTimeout(120_000);
  await startGame(page, 'Oware · Easy');
  await listen(page);
  for (let move = 0; move < 8; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    const pits = await legalPits(page, '1');
    await page.keyboard.press(pits[pits.length - 1]);
    expect(await focused(page)).toMatchObject({ side: '1', pit: pits[pits.length - 1], sowable: true });
    const before = (await spoken(page)).length;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await spoken(page)).slice(before)).toMatch(
      new RegExp(`You sowed pit ${pits[pits.length - 1]}: \\d+ seeds?, the last in`),
    );
    await settled(page);
  }
});

test('Oware on a 360 px phone: the first tap shows the landing, the second sows', async ({ browser, javaScriptEnabled }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 360, height: 780 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await startGame(page, 'Oware · Easy');
  const pit = page.locator('button.pit3d[data-scene-side="1"][data-scene-pit="3"]');
  if (javaScriptEnabled) {
    await pit.tap();
    await expect(pit).toHaveClass(/chosen/);
    // Pit 3's four seeds end in the computer's pit 1.
    await expect(page.locator('.pit3d.landing[data-scene-side="2"][data-scene-pit="1"]')).toHaveCount(1);
    await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
  }
  if (javaScriptEnabled) {
    await pit.tap();
  } else {
    // Without JavaScript the tap posts the form: a new page loads.
    await Promise.all([page.waitForEvent('load'), pit.tap()]);
  }
  await ready(page);
  await expect(page.locator('.board-form input[name="ply"]')).not.toHaveValue('0');
  await expect(page.locator('.status')).toContainText('You sowed pit 3: 4 seeds');
  await context.close();
});

test('the Oware analysis board: every move of an endgame proved, each a link to the next position', async ({ page }) => {
  await open(page, '/oware/analysis?position=0,0,0,0,1,1,22,1,1,0,0,0,0,22,1');
  await expect(page.locator('.summary')).toHaveText('Every move proved by the endgame database.');
  await expect(page.locator('ol.analysis li').first()).toContainText('Pit 6: worth +0, best; captures 2 seeds.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pit 5' }).click();
  await expect(page).toHaveURL(/position=0,0,0,0,0,2,22,1,1,0,0,0,0,22,2/);
  await expect(page.locator('.status')).toContainText('Player 2 to move.');
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  await expect(page).toHaveURL(/\/game\/[0-9a-f]{32}$/);
  await expect(page.locator('h1')).toContainText('Oware');
});
