const { test, expect } = require('@playwright/test');
const { startGame, sow, ply, settled, totalStones, expectAccessible } = require('./helpers');

test('a full game against Easy, to the result', async ({ page }) => {
  test.setTimeout(240_000);
  await startGame(page, 'Easy');
  await expect(page.getByRole('button', { name: 'Your pit 3, 4 stones' })).toBeVisible();
  for (let move = 0; move < 200; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    const pit = page.locator('.side.near button.pit:not([aria-disabled])').first();
    const number = await pit.getAttribute('data-pit');
    await sow(page, 1, number);
    expect(await totalStones(page)).toBe(48);
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.locator('.result')).toHaveText(/(You win|Computer wins|Draw), \d+ to \d+\./);
  const scores = await page.locator('.scores li').allTextContents();
  const sum = scores.map((line) => Number(line.split(': ')[1])).reduce((a, b) => a + b, 0);
  expect(sum).toBe(48);
  await expect(page.locator('.pit-panel button.pit:not([aria-disabled])')).toHaveCount(0);
  await expectAccessible(page);
});

test('undo takes back the computer replies too, redo plays them again', async ({ page }) => {
  await startGame(page, 'Medium');
  await sow(page, 1, 6);
  const afterMove = await ply(page);
  expect(Number(afterMove)).toBeGreaterThanOrEqual(2);
  const countsAfterMove = await page.locator('.pit-panel [data-count]').evaluateAll((n) => n.map((x) => x.dataset.count));

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
  await expect(page.locator('.status')).toContainText('Move taken back.');
  await expect(page.getByRole('button', { name: 'Your pit 6, 4 stones' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue(afterMove);
  await settled(page);
  const countsAfterRedo = await page.locator('.pit-panel [data-count]').evaluateAll((n) => n.map((x) => x.dataset.count));
  expect(countsAfterRedo).toEqual(countsAfterMove);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('playing second, the computer has already moved and the board is turned', async ({ page }) => {
  await startGame(page, 'Play second · Medium');
  expect(Number(await ply(page))).toBeGreaterThanOrEqual(1);
  await expect(page.locator('.side.near .pits [data-side="2"]')).toHaveCount(6);
  await expect(page.locator('.status')).toContainText('Computer sowed pit');
  await expect(page.locator('.turn')).toHaveText('Your turn.');
  await expect(page.locator('.pit.last-move')).toHaveCount(1);
  await expectAccessible(page);
});

test('resigning asks first, then ends the game', async ({ page }) => {
  await startGame(page, 'Hard');
  await page.getByText('Resign…').click();
  await page.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(page.locator('.result')).toHaveText('You resigned. Computer wins.');
  await expect(page.locator('.pit-panel button.pit:not([aria-disabled])')).toHaveCount(0);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.locator('.board-form input[name="ply"]')).toHaveValue('0');
  await expect(page.locator('h1')).toContainText('Hard');
});
