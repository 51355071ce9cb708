// A puzzle move in Chromium, with JavaScript and without: from the key or
// press to the answer. With scripts, to the moment the status region says
// "Solved!" (the page after the move is already in the page, in a
// <template>, and shows before the post that keeps the try is answered);
// without, to the new page's load event. `BASE=http://127.0.0.1:3000
// CHROMIUM=/usr/bin/chromium node end2end/measure/puzzle.js` against a
// running server; 21 moves each, median and max.
const { chromium } = require('@playwright/test');
const base = process.env.BASE || 'http://127.0.0.1:3000';
(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium-headless-shell' });
  const context = await browser.newContext();
  const page = await context.newPage();
  const times = [];
  for (let i = 0; i < 21; i++) {
    await page.goto(`${base}/puzzles/f6gjux9`);
    times.push(await page.evaluate(() => new Promise((done) => {
      const status = document.querySelector('main [role="status"]');
      const started = performance.now();
      new MutationObserver(() => {
        if (status.textContent.includes('Solved!')) done(performance.now() - started);
      }).observe(status, { childList: true, characterData: true, subtree: true });
      document.querySelector('button[name="pit"][value="5"]').click();
    })));
  }
  times.sort((a, b) => a - b);
  console.log('js on: press to the answer in the status region, median', times[10].toFixed(1), 'ms, max', times[20].toFixed(1), 'ms');
  // Without scripts: the navigation the form post starts, to the new page's load.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const off = await plain.newPage();
  const loads = [];
  for (let i = 0; i < 21; i++) {
    await off.goto(`${base}/puzzles/f6gjux9`);
    const started = Date.now();
    await Promise.all([off.waitForURL(/moves=5/, { waitUntil: 'load' }), off.locator('button[name="pit"][value="5"]').press('Enter')]);
    loads.push(Date.now() - started);
  }
  loads.sort((a, b) => a - b);
  console.log('js off: key press to the new page loaded, median', loads[10], 'ms, max', loads[20], 'ms');
  await browser.close();
})();
