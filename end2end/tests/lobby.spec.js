// Playing people: the name a player shows others, chosen by keyboard.
const { test, expect } = require('@playwright/test');
const { open, expectAccessible } = require('./helpers');

test('a name is chosen by keyboard; a refusal says why and keeps the name', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'no script runs on the lobby yet: the run without JavaScript covers it');
  await open(page, '/lobby');
  await expect(page.locator('h1')).toHaveText('Play people');
  const name = `Ada ${Date.now() % 1000000}`;
  // From the page's start: the skip link, the header's links, then the field.
  const field = page.getByLabel('Name', { exact: true });
  for (let presses = 0; presses < 20 && !(await field.evaluate((node) => node === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);

  await page.getByLabel('Name', { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Expert');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('That name belongs to the computer');
  await expect(page.getByRole('alert')).toContainText('Your name did not change.');
  await expect(page.locator('main')).toContainText(`Your name: ${name}`);
  // With the refusal shown: the alert, the form and the name.
  await expectAccessible(page);
});
