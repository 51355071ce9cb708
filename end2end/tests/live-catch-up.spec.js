// A live page hears of what happens once its stream is open; whatever
// happened between the server drawing the page and the stream opening
// (or while a dropped stream reconnected) is fetched when it opens. Each
// test holds a page's stream back, changes what the page shows meanwhile,
// and lets the stream open: the page must catch up by itself.
const { test, expect } = require('@playwright/test');
const { open, ready, otherBrowser, openRoom, named } = require('./helpers');

/** Holds back `page`'s requests to `pattern` until the returned function is called. */
async function holdBack(page, pattern) {
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'only a page with JavaScript follows a live stream');

test('a room whose stream opens late shows the move made meanwhile', async ({ page, browser }, testInfo) => {
  const link = await openRoom(page);
  const friend = await otherBrowser(browser, testInfo);
  const release = await holdBack(friend, '**/api/rooms/*/events');
  await friend.goto(link);
  await ready(friend);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.turn')).toHaveText("Your friend's turn.");
  await expect(page.locator('.turn')).toHaveText('Your turn.');
  // The host sows while the friend's stream is not open yet.
  await page.locator('.pit-panel button.pit[data-pit="1"]').click();
  await expect(page.locator('.turn')).toHaveText("Your friend's turn.");
  release();
  await expect(friend.locator('.turn')).toHaveText('Your turn.', { timeout: 10_000 });
});

test('a list whose stream opens late shows the arena held meanwhile', async ({ page, browser }, testInfo) => {
  const suffix = Date.now() % 1000000;
  await named(page, `Lu ${suffix}`);
  const reader = await otherBrowser(browser, testInfo);
  const release = await holdBack(reader, '**/api/tournaments/events');
  await open(reader, '/tournaments');
  // An arena is held while the reader's list is not following yet.
  await open(page, '/tournaments');
  await page.getByLabel('Name', { exact: true }).fill(`Meanwhile ${suffix}`);
  await page.getByRole('button', { name: 'Hold it' }).click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f]{16}$/);
  release();
  await expect(reader.locator('#tournaments-list')).toContainText(`Meanwhile ${suffix}`, { timeout: 10_000 });
});
