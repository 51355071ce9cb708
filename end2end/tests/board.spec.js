// The board: 3D scene, button controls, keyboard, touch, animation,
// settings, pause, readouts and narrow screens.
const { test, expect } = require('@playwright/test');
const { open, ready, startGame, ply, settled, sow, expectAccessible, turnAndZoom, phoneBrowser } = require('./helpers');

/** Pit numbers the player to move can sow, in the button controls. */
async function sowablePits(page) {
  return page
    .locator('.pit-panel button.pit:not([aria-disabled])')
    .evaluateAll((nodes) => nodes.map((node) => node.dataset.pit));
}

test('pressing a pit on the 3D board sows it', async ({ page }) => {
  await startGame(page, 'Easy');
  await expect(page.locator('.scene .pit3d')).toHaveCount(12);
  await expect(page.locator('.scene .store3d')).toHaveCount(2);
  await page.locator('button.pit3d[data-scene-side="1"][data-scene-pit="3"]').click();
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('1');
  await settled(page);
  await expect(page.locator('.pit.last-move[data-side="1"][data-pit="3"]')).toHaveCount(1);
  await expect(page.locator('.pit3d.last-move[data-scene-side="1"][data-scene-pit="3"]')).toHaveCount(1);
  // Stones drawn match the counts.
  const drawn = await page.locator('.pit3d[data-scene-side="1"][data-scene-pit="4"] .stone').count();
  await expect(page.locator('.pit-panel [data-side="1"][data-pit="4"]')).toHaveAttribute('data-count', String(drawn));
});

test('the board is turned when I play second', async ({ page }) => {
  await startGame(page, 'Play second · Medium');
  // My side (player 2) is the near row, in both views of the board.
  await expect(page.locator('.side.near [data-side="2"]')).toHaveCount(7);
  await expect(page.locator('.row3d.near [data-scene-side="2"]')).toHaveCount(6);
  await expect(page.locator('.store3d.near[data-scene-side="2"]')).toHaveCount(1);
});

test('the view buttons switch between angled and top-down', async ({ page }) => {
  await startGame(page, 'Easy');
  await expect(page.locator('.scene')).toHaveAttribute('data-view', 'angled');
  await page.getByRole('button', { name: 'Top-down' }).click();
  await expect(page.locator('.scene')).toHaveAttribute('data-view', 'top-down');
  await expect(page.getByRole('button', { name: 'Top-down' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.scene')).toHaveAttribute('style', /--tilt:0\.0deg/);
  // The choice holds for the next game too.
  await startGame(page, 'Medium');
  await expect(page.locator('.scene')).toHaveAttribute('data-view', 'top-down');
  await page.getByRole('button', { name: 'Angled' }).click();
  await expect(page.locator('.scene')).toHaveAttribute('data-view', 'angled');
});

test('dragging turns the board and the wheel zooms, within limits', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'turning the board needs JavaScript');
  await startGame(page, 'Easy');
  await turnAndZoom(page);
  // The page did not scroll while zooming.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a touch screen the first tap shows the landing and the second sows', async ({ browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, 'without JavaScript a tap sows at once');
  const context = await phoneBrowser(browser, testInfo);
  const page = await context.newPage();
  await startGame(page, 'Easy');
  const pit = page.locator('button.pit3d[data-scene-side="1"][data-scene-pit="3"]');
  await pit.tap();
  await expect(pit).toHaveClass(/chosen/);
  // Pit 3's last stone lands in my store.
  await expect(page.locator('.store3d.near.landing')).toHaveCount(1);
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
  await pit.tap();
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('1');
  await context.close();
});

test('a whole game by keyboard alone', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the game keys need JavaScript; without it Tab and Enter work as on any form');
  test.setTimeout(240_000);
  await open(page, '/');
  // Tab to "2 players on this device" and press it.
  const twoPlayers = page.getByRole('button', { name: '2 players on this device' });
  for (let tab = 0; tab < 40; tab += 1) {
    await page.keyboard.press('Tab');
    if (await twoPlayers.evaluate((node) => node === document.activeElement)) break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game\//);
  await ready(page);
  await expect(page.getByText('Keys work while the focus is in the game.')).toBeAttached();
  for (let move = 0; move < 200; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    const pits = await sowablePits(page);
    const before = await ply(page);
    // Arrows and End on even moves, the number keys on odd ones.
    if (move % 2 === 0) {
      await page.keyboard.press(pits.length > 0 ? pits[0] : '1');
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
    } else {
      await page.keyboard.press(pits[pits.length - 1]);
    }
    const focused = await page.evaluate(() => document.activeElement.dataset.pit);
    expect(focused).toBe(pits[pits.length - 1]);
    await page.keyboard.press(move % 3 === 0 ? 'Space' : 'Enter');
    await expect(page.locator('.board-form input[name="ply"]')).not.toHaveValue(before);
    await settled(page);
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  // U takes the last move back.
  await page.keyboard.press('u');
  await expect(page.locator('.status')).toContainText('Move taken back.');
});

test('keys do nothing while typing in a form field', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the game keys need JavaScript');
  await startGame(page, 'Easy');
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'typing';
    document.getElementById('game').append(field);
  });
  await page.locator('#typing').fill('');
  await page.locator('#typing').pressSequentially('3u p');
  await expect(page.locator('#typing')).toHaveValue('3u p');
  await expect(page.locator('.paused')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement.id)).toBe('typing');
});

test('every move is announced once, and a repeated readout is spoken again', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript each action loads a new page, read from the focused status line');
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  const regions = page.locator('.announcer [aria-live="polite"]');
  // Announced once, with the milestones this first sow reached.
  await expect(page.locator('.announcer')).toHaveText(
    'You sowed pit 3: last stone in your store, extra turn. Your turn. Achievement unlocked: First sow. Achievement unlocked: Extra turn.',
  );
  await page.locator('.pit-panel button.pit').first().focus();
  await page.keyboard.press('s');
  await expect(page.locator('.announcer')).toHaveText('Stores: You 1, Computer 0.');
  const first = await regions.evaluateAll((nodes) => nodes.map((node) => node.textContent));
  await page.keyboard.press('s');
  const second = await regions.evaluateAll((nodes) => nodes.map((node) => node.textContent));
  // The same sentence moved to the other region, so it is spoken again.
  expect(second).toEqual([first[1], first[0]]);
  await page.keyboard.press('4');
  await page.keyboard.press('w');
  await expect(page.locator('.announcer')).toHaveText("Pit 4: the last stone lands in Computer's pit 2.");
  await page.keyboard.press('y');
  await expect(page.locator('.announcer')).toHaveText('Your row, pit 1 to 6: 4, 4, 0, 5, 5, 5.');
});

test('the board in words lists rows, stores and what each pit would do', async ({ page }) => {
  await startGame(page, 'Easy');
  await page.getByText('Board in words').click();
  await expect(page.locator('.readouts')).toContainText('Your row, pit 1 to 6: 4, 4, 4, 4, 4, 4.');
  await expect(page.locator('.readouts')).toContainText('Stores: You 0, Computer 0.');
  await expect(page.locator('.readouts')).toContainText('Pit 3: the last stone lands in your store, extra turn.');
});

test('sowing is animated stone by stone unless motion is reduced', async ({ browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, 'without JavaScript each move is a new page');
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, reducedMotion });
    const page = await context.newPage();
    await startGame(page, 'Easy');
    // Record every board picture the 3D pit 3 goes through.
    await page.evaluate(() => {
      window.playing = [];
      new MutationObserver(() => {
        const area = document.querySelector('.play-area');
        if (area) window.playing.push(area.dataset.playing);
      }).observe(document.getElementById('game'), { attributes: true, subtree: true, childList: true });
    });
    await page.locator('.pit-panel button.pit[data-pit="6"]').click();
    await expect(page.locator('.board-form input[name="ply"]')).not.toHaveValue('0');
    await settled(page);
    const sawPlaying = await page.evaluate(() => window.playing.includes('true'));
    expect(sawPlaying).toBe(reducedMotion === 'no-preference');
    await context.close();
  }
});

test('pause hides the board and refuses moves until resume', async ({ page }) => {
  await startGame(page, 'Easy');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await expect(page.locator('.scene')).toHaveCount(0);
  await expect(page.locator('.pit-panel')).toHaveCount(0);
  const game = page.url().split('/').pop();
  const version = await page.locator('.controls input[name="version"]').first().inputValue();
  const cookies = await page.context().cookies();
  const refused = await page.request.post('/api/play', {
    form: { game, ply: '0', version, action: 'sow', pit: '3' },
    headers: { Accept: 'application/json', Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(refused.status()).toBe(409);
  expect(refused.headers()['serverfnerror']).toBe('/api/play');
  // Nothing changed: the game is still paused, with no move made.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await expect(page.locator('.controls input[name="version"]').first()).toHaveValue(version);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('.pit-panel')).toBeVisible();
  await sow(page, 1, 3);
});

test('P pauses and resumes from the keyboard', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the game keys need JavaScript');
  await startGame(page, 'Easy');
  await page.locator('.pit-panel button.pit').first().focus();
  await page.keyboard.press('p');
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.locator('.pit-panel')).toBeVisible();
});

for (const width of [320, 390]) {
  test(`at ${width} px each side is two rows of three beside its store, without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await startGame(page, 'Easy');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Measured in one go, so that no scrolling happens in between.
    const [one, three, four, store] = await page.evaluate(() =>
      ['[data-side="1"][data-pit="1"]', '[data-side="1"][data-pit="3"]', '[data-side="1"][data-pit="4"]', '.side.near .store']
        .map((selector) => document.querySelector(`.pit-panel ${selector}`).getBoundingClientRect().toJSON()),
    );
    expect(Math.abs(one.y - three.y)).toBeLessThan(2);
    expect(four.y).toBeGreaterThan(one.y + one.height / 2);
    expect(Math.abs(four.x - one.x)).toBeLessThan(2);
    expect(store.x).toBeGreaterThan(three.x + three.width - 1);
    await expect(page.locator('.side.near .side-label')).toHaveText('P1 · You');
    await expect(page.locator('.pit-panel [data-side="1"][data-pit="5"] .pit-number')).toHaveAttribute('data-shown', '5');
  });
}

test('the game page with the new board has no accessibility violations', async ({ page }) => {
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  await expectAccessible(page);
});

// Screenshots of both views, kept with the test results. On a phone the
// board runs to the screen's edges (its rims a little beyond) below a
// taller heading: that layout is kept as it is, so only the wide screen's
// board is measured.
for (const [width, height, measured] of [[1280, 900, true], [360, 780, false]]) {
  test(`at ${width} px both views show the board${measured ? ' whole, close under the status line' : ''}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await startGame(page, 'Easy');
    for (const view of ['Angled', 'Top-down']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expect(page.locator('.scene')).toHaveAttribute('data-view', view.toLowerCase());
      await page.waitForTimeout(300);
      const frame = await page.locator('.scene-frame').boundingBox();
      const board = await page.locator('.board3d').boundingBox();
      const status = await page.locator('.now').boundingBox();
      if (measured) {
        // The transformed board, rims included, inside its frame.
        expect(board.x).toBeGreaterThanOrEqual(frame.x - 1);
        expect(board.x + board.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        // No band as tall as the board between the status line and it.
        expect(board.y - (status.y + status.height)).toBeLessThan(board.height / 2);
      }
      await page.screenshot({ path: testInfo.outputPath(`game-${view.toLowerCase()}-${width}.png`), fullPage: true });
    }
  });
}
