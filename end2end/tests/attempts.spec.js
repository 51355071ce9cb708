// Your game on any device: the session link, the Resume screen, the
// active-time clock, attempts with their first result, achievements and
// the list of games with its replay.
const { test, expect } = require('@playwright/test');
const { open, ready, startGame, sow, ply, expectAccessible, otherBrowser: otherDevice } = require('./helpers');

test('a second device joins the session through the link and resumes the game', async ({ page, browser }, testInfo) => {
  test.setTimeout(60_000);
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  await open(page, '/device');
  await expect(page.getByText('anyone with this link can play as you')).toBeVisible();
  await expect(page.locator('img.qr')).toBeVisible();
  const link = await page.locator('.room-link code').textContent();
  await expectAccessible(page);

  const phone = await otherDevice(browser, testInfo);
  await phone.goto(link);
  await ready(phone);
  await phone.getByRole('button', { name: 'Continue here' }).click();
  await expect(phone).toHaveURL(/\/games$/);
  await ready(phone);
  await expect(phone.locator('.history tbody tr')).toHaveCount(1);
  // The test server shows the Resume screen after 10 s without an action.
  await phone.waitForTimeout(10_500);
  await phone.getByRole('link', { name: 'Open' }).click();
  await ready(phone);
  await expect(phone.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(phone.locator('.pit-panel')).toHaveCount(0);
  await phone.getByRole('button', { name: 'Resume' }).click();
  await expect(phone.locator('.pit-panel')).toBeVisible();
  // Exactly where it was: pit 3 sown, my turn again.
  await expect(phone.locator('.pit-panel [data-side="1"][data-pit="3"]')).toHaveAttribute('data-count', '0');
  await sow(phone, 1, 6);

  // A new link replaces the old one.
  await page.getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.locator('.room-link code')).not.toHaveText(link);
  const third = await otherDevice(browser, testInfo);
  await third.goto(link);
  await ready(third);
  await third.getByRole('button', { name: 'Continue here' }).click();
  await expect(third.getByRole('alert')).toContainText('does not work');
  await phone.context().close();
  await third.context().close();
});

test('the clock does not count while paused', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the time between actions counts, up to a minute each');
  await startGame(page, 'Easy');
  await expect(page.locator('.clock-time')).not.toHaveText('0:00', { timeout: 5_000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
  const paused = await page.locator('.clock-time').textContent();
  await page.waitForTimeout(2_500);
  await expect(page.locator('.clock-time')).toHaveText(paused);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('.clock-time')).not.toHaveText(paused, { timeout: 5_000 });
});

test('restart plays the attempt again; its first result and achievements count once', async ({ page }) => {
  test.setTimeout(240_000);
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  await expect(page.locator('.earned')).toContainText('First sow');
  await expect(page.locator('.earned')).toContainText('Extra turn');
  await expect(page.locator('.status')).toContainText('Achievement unlocked: First sow.');
  await sow(page, 1, 6);
  await expect(page.locator('.earned')).toHaveCount(0);
  for (let move = 0; move < 200; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    const pit = page.locator('.side.near button.pit:not([aria-disabled])').first();
    await sow(page, 1, await pit.getAttribute('data-pit'));
  }
  await expect(page.locator('.status')).toContainText('Achievement unlocked: Game finished.');
  await open(page, '/games');
  const firstResult = await page.locator('.history tbody tr').first().locator('td').nth(1).textContent();
  expect(firstResult).not.toBe('Not finished');
  // Restart: the same attempt from its opening; the first result stays.
  await page.getByRole('link', { name: 'Open' }).first().click();
  await ready(page);
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
  await expect(page.locator('.status')).toContainText('The game started again.');
  await sow(page, 1, 3);
  await expect(page.locator('.earned')).toHaveCount(0);
  await open(page, '/games');
  await expect(page.locator('.history tbody tr')).toHaveCount(1);
  await expect(page.locator('.history tbody tr').first().locator('td').nth(1)).toHaveText(firstResult);
  await open(page, '/achievements');
  await expect(page.locator('.achievements li', { hasText: 'First sow' })).toHaveClass(/reached/);
  await expect(page.locator('.achievements li', { hasText: 'Game finished' })).toHaveClass(/reached/);
  await expect(page.locator('.achievements li', { hasText: 'Three levels' })).toHaveClass(/not-yet/);
  await expectAccessible(page);
});

test('a replay steps through the moves both ways and exports the record', async ({ page }) => {
  await startGame(page, 'Easy');
  await sow(page, 1, 3);
  await sow(page, 1, 6);
  const moves = Number(await ply(page));
  await open(page, '/games');
  await page.getByRole('link', { name: 'Replay' }).first().click();
  await ready(page);
  await expect(page.locator('.status')).toHaveText(`Move 0 of ${moves}. The start.`);
  await page.getByRole('link', { name: 'Next' }).click();
  await ready(page);
  await expect(page.locator('.status')).toContainText(`Move 1 of ${moves}. You sowed pit 3`);
  await expect(page.locator('.pit.last-move[data-side="1"][data-pit="3"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'End' }).click();
  await ready(page);
  await expect(page.locator('.status')).toContainText(`Move ${moves} of ${moves}.`);
  await page.getByRole('link', { name: 'Previous' }).click();
  await ready(page);
  await expect(page.locator('.status')).toContainText(`Move ${moves - 1} of ${moves}.`);
  const href = await page.getByRole('link', { name: 'Export the game record (text)' }).getAttribute('href');
  const record = await page.request.get(href);
  expect(record.status()).toBe(200);
  const text = await record.text();
  expect(text).toContain('Variant: 4 stones per pit, standard capture');
  expect(text).toMatch(/^Moves: 3 6( [1-6])*$/m);
  await expectAccessible(page);
});
