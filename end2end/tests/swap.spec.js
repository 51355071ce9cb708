// What the page's script does on the pages it swaps in place (the lobby,
// arenas, puzzles), tested on the lobby's seek form: Back and Forward between
// pages it swapped in, a second press while a form is on its way, and a
// server that cannot be reached.
const { test, expect } = require('@playwright/test');
const { named } = require('./helpers');

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the page script is a script');

/** Gives the visitor a fresh name in the lobby, starting with `name`. */
const fresh = (page, name) => named(page, `${name} ${Date.now() % 1000000}`);

const WAITING = 'Waiting for someone to accept your seek';

/**
 * Sets the seek form to settings of this test's own (no other test's
 * seek matches them, so none is paired), ready to open.
 */
async function settings(page, stones, speed) {
  await page.getByLabel('Stones per pit').selectOption(stones);
  await page.getByLabel('Speed').selectOption(speed);
}

test('Back and Forward move between pages swapped in place, without loading the document again', async ({ page }) => {
  await fresh(page, 'Back');
  await settings(page, '5', '10+5');
  await page.evaluate(() => { window.sameDocument = true; });
  await page.getByRole('button', { name: 'Open seek' }).click();
  await expect(page).toHaveURL(/\/lobby\?waiting=[0-9a-f]{32}$/);
  await expect(page.locator('main')).toContainText(WAITING);
  await page.goBack();
  await expect(page).toHaveURL(/\/lobby$/);
  await expect(page.getByRole('button', { name: 'Open seek' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/lobby\?waiting=[0-9a-f]{32}$/);
  await expect(page.locator('main')).toContainText(WAITING);
  expect(await page.evaluate(() => window.sameDocument)).toBe(true);
});

test('a second press while a form is on its way sends nothing more', async ({ page }) => {
  await fresh(page, 'Twice');
  await settings(page, '6', '10+5');
  let posts = 0;
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/api/lobby-act', async (route) => {
    posts += 1;
    await held;
    await route.continue();
  });
  const openSeek = page.getByRole('button', { name: 'Open seek' });
  await openSeek.click();
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);
  await openSeek.click();
  release();
  await expect(page).toHaveURL(/\/lobby\?waiting=[0-9a-f]{32}$/);
  await expect(page.locator('main')).toContainText(WAITING);
  expect(posts).toBe(1);
});

test('a form whose server cannot be reached is posted as the browser would without the script', async ({ page }) => {
  await fresh(page, 'Unreached');
  await settings(page, '6', '3+2');
  const attempts = [];
  await page.route('**/api/lobby-act', async (route) => {
    const plain = route.request().isNavigationRequest();
    attempts.push(plain ? 'plain post' : 'script');
    if (plain) await route.continue();
    else await route.abort('connectionrefused');
  });
  await page.getByRole('button', { name: 'Open seek' }).click();
  await expect(page).toHaveURL(/\/lobby\?waiting=[0-9a-f]{32}$/);
  await expect(page.locator('main')).toContainText(WAITING);
  expect(attempts).toEqual(['script', 'plain post']);
});
