const { test, expect } = require('@playwright/test');
const { startGame, sow, expectAccessible } = require('./helpers');

test('two players take turns on one device, with extra turns', async ({ page }) => {
  await startGame(page, '2 players on this device');
  await expect(page.locator('.turn')).toContainText('Player 1 to move.');
  await sow(page, 1, 3);
  await expect(page.locator('.turn')).toContainText('Player 1 to move.');
  await expect(page.locator('.turn')).toContainText('Extra turn!');
  await expect(page.locator('.status')).toContainText("Player 1 sowed pit 3: last stone in Player 1's store, extra turn.");
  await sow(page, 1, 6);
  await expect(page.locator('.turn')).toHaveText('Player 2 to move.');
  await expect(page.getByRole('button', { name: "Player 2's pit 1, 5 stones" })).toBeVisible();
  await expect(page.locator('[data-side="1"][data-store]')).toHaveAttribute('data-count', '2');
  await sow(page, 2, 1);
  await expect(page.locator('.turn')).toHaveText('Player 1 to move.');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.turn')).toHaveText('Player 2 to move.');
  await expectAccessible(page);
});
