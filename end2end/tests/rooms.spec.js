// Play a friend through a link: two browsers, each with its own session.
const { test, expect } = require('@playwright/test');
const { open, ready, settled, expectAccessible, otherBrowser: friendPage, openRoom } = require('./helpers');

/** Brings `page` up to date: live with JavaScript, by the check button without. */
async function catchUp(page, javaScriptEnabled) {
  if (!javaScriptEnabled) {
    const check = page.getByRole('button', { name: "Check for opponent's move" });
    if (await check.count()) {
      await check.click();
      await ready(page);
    }
  }
  await settled(page);
}

test('a friend joins through the link and a whole game is played, each side seeing the other', async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.setTimeout(240_000);
  const link = await openRoom(page);
  await expectAccessible(page, { refreshes: 'switch' });
  // Without JavaScript the test checks by hand: a page reloading itself
  // under the test's clicks would only make it slow.
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Stop checking automatically' }).click();
  const friend = await friendPage(browser, testInfo);
  await friend.goto(link);
  await ready(friend);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.turn')).toHaveText("Your friend's turn.");
  if (!javaScriptEnabled) await friend.getByRole('button', { name: 'Stop checking automatically' }).click();
  // The host learns of the join: live, or on the next check.
  await catchUp(page, javaScriptEnabled);
  if (!javaScriptEnabled) await page.reload();
  await expect(page.locator('.turn')).toHaveText('Your turn.');
  await expect(page.locator('.presence')).toHaveText('Your friend is connected.');

  const players = [page, friend];
  for (let move = 0; move < 300; move += 1) {
    if ((await page.locator('.game-over').count()) > 0) break;
    let mover = null;
    for (const candidate of players) {
      if ((await candidate.locator('.pit-panel button.pit:not([aria-disabled])').count()) > 0) mover = candidate;
    }
    if (!mover) {
      for (const waiting of players) await catchUp(waiting, javaScriptEnabled);
      continue;
    }
    const other = mover === page ? friend : page;
    const before = await other.locator('.status').textContent();
    const pit = mover.locator('.pit-panel button.pit:not([aria-disabled])').first();
    const number = await pit.getAttribute('data-pit');
    await pit.click();
    await settled(mover);
    await expect(mover.locator('.status')).toContainText(`You sowed pit ${number}`);
    // The other side sees the move.
    if (javaScriptEnabled) {
      await expect(other.locator('.status')).not.toHaveText(before);
    } else {
      await catchUp(other, javaScriptEnabled);
    }
    await expect(other.locator('.status')).toContainText(`Friend sowed pit ${number}`);
  }
  for (const player of players) {
    await catchUp(player, javaScriptEnabled);
    await expect(player.getByRole('heading', { name: 'Game over' })).toBeVisible();
  }

  // Rematch with sides swapped: the friend now plays first.
  await friend.getByRole('button', { name: 'Rematch (swap sides)' }).click();
  await expect(friend.getByText('Rematch asked.')).toBeVisible();
  await catchUp(page, javaScriptEnabled);
  if (!javaScriptEnabled) await page.reload();
  await page.getByRole('button', { name: 'Accept rematch (swap sides)' }).click();
  await expect(page.locator('.turn')).toHaveText("Your friend's turn.");
  await expect(page.locator('h1')).toContainText('you play second');
  await catchUp(friend, javaScriptEnabled);
  if (!javaScriptEnabled) await friend.reload();
  await expect(friend.locator('.turn')).toHaveText('Your turn.');
  await expectAccessible(friend);
  await friend.context().close();
});

test('when the friend leaves, the host may finish against the computer', async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.setTimeout(90_000);
  // The test server counts a friend as gone after 12 s away.
  const link = await openRoom(page);
  const friend = await friendPage(browser, testInfo);
  await friend.goto(link);
  await ready(friend);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.turn')).toHaveText("Your friend's turn.");
  await friend.context().close();
  const offer = page.getByRole('button', { name: 'Continue vs computer' });
  if (javaScriptEnabled) {
    // The offer arrives with the live presence reports, without a reload.
    await expect(offer).toBeVisible({ timeout: 40_000 });
  } else {
    await page.waitForTimeout(13_000);
    await page.reload();
    await expect(offer).toBeVisible();
  }
  await offer.click();
  await expect(page).toHaveURL(/\/game\/[0-9a-f]{32}$/);
  await ready(page);
  await expect(page.locator('h1')).toContainText('vs Computer · Medium');
  await expect(page.locator('.status')).toContainText('the computer (Medium) plays their side');
  const roomPage = await page.request.get(link.replace(/^https?:\/\/[^/]+/, ''));
  expect(roomPage.status()).toBe(404);
});

test('a third browser watches and cannot join', async ({ page, browser }, testInfo) => {
  const link = await openRoom(page);
  const friend = await friendPage(browser, testInfo);
  await friend.goto(link);
  await ready(friend);
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend.locator('.turn')).toHaveText("Your friend's turn.");
  const third = await friendPage(browser, testInfo);
  await third.goto(link);
  await ready(third);
  await expect(third.locator('.presence')).toContainText('You are watching.');
  await expect(third.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expect(third.locator('.pit-panel button.pit')).toHaveCount(0);
  await friend.context().close();
  await third.context().close();
});

test('an unknown room link shows a clear page', async ({ page }) => {
  const response = await open(page, '/room/0123456789abcdef0123456789abcdef');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room not found');
  await expect(page.getByRole('link', { name: 'Start a new game' })).toBeVisible();
});
