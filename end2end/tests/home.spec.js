const { test, expect } = require('@playwright/test');
const { open, expectAccessible } = require('./helpers');

test('home offers every way to play and passes axe', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play Kalah');
  for (const name of ['Easy', 'Medium', 'Hard', 'Expert', 'Play second · Medium', '2 players on this device', 'Start']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
  }
  await expectAccessible(page);
});

test('an unknown game shows a clear page with a way back', async ({ page }) => {
  const response = await open(page, '/game/0123456789abcdef0123456789abcdef');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game not found');
  await expect(page.getByRole('link', { name: 'Start a new game' })).toBeVisible();
});

test('healthz answers ok', async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'a request, not a page: the same with JavaScript or without');
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('ok');
});
