// Time from navigation to the board shown and to hydration, under 4G-like
// throttling: `node end2end/measure/throttled.js http://127.0.0.1:3000 [width]`
// against a running server; a width (390 for a phone) sets the viewport. Each time is read in the page, from the start
// of its navigation: `shown` is the first contentful paint, `hydrated` the
// `kalah:hydrated` mark that the page's loader sets (the game's
// `app/src/game/start.js`). The rooms are a friend's, its game begun. `wall` is the same from
// this script's side, which adds Playwright's own round trips. Last, a
// game started from the home page, which prefetches the game's files.
const { chromium } = require('playwright');
const base = process.argv[2] || 'http://127.0.0.1:3917';
const width = Number(process.argv[3]) || null;
(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium-headless-shell' });
  const context = await browser.newContext(width ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {});
  const setup = await context.newPage();
  await setup.goto(base + '/');
  await setup.getByRole('button', { name: 'Easy', exact: true }).click();
  await setup.waitForURL(/\/game\//);
  const game = setup.url();
  // A friend's room with its game begun: the host's page and the guest's.
  await setup.goto(base + '/');
  await setup.getByRole('button', { name: 'Play a friend (send a link)' }).click();
  await setup.waitForURL(/\/room\//);
  const room = setup.url();
  await setup.close();
  const guest = await browser.newContext(width ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {});
  const joining = await guest.newPage();
  await joining.goto(room);
  await joining.getByRole('button', { name: 'Join', exact: true }).click();
  await joining.locator('.pit').first().waitFor();
  await joining.close();
  const measured = [['game', context, game], ['room host', context, room], ['room guest', guest, room], ['rules', context, base + '/rules'], ['home', context, base + '/']];
  for (const [label, context, url] of measured) {
    const times = [];
    for (let run = 0; run < 3; run += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
      let bytes = 0;
      cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
      const start = Date.now();
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('h1').waitFor();
      let wall = null;
      if (label === 'game' || label.startsWith('room')) { await page.locator('body[data-hydrated]').waitFor({ timeout: 20000 }); wall = Date.now() - start; }
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      const inPage = await page.evaluate(() => {
        const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
        return { shown: at('first-contentful-paint'), hydrated: at('kalah:hydrated') };
      });
      const ms = (value) => (value === undefined ? null : Math.round(value));
      times.push({ shown: ms(inPage.shown), hydrated: ms(inPage.hydrated), wall, kb: Math.round(bytes / 1024) });
      await page.close();
    }
    console.log(label, JSON.stringify(times));
  }
  // A newcomer's way in: the home page, read until the browser has fetched
  // the game's files it prefetches, then Easy. `prefetched` is when the
  // last of them arrived, from the home page's navigation; `hydrated` is
  // from the game page's, with the browser's cache on but empty at first.
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    const fresh = await browser.newContext(width ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {});
    const page = await fresh.newPage();
    const cdp = await fresh.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await page.goto(base + '/');
    const prefetched = () => page.evaluate(() => {
      const files = performance.getEntriesByType('resource').filter((entry) => /[0-9a-f]{16}(\.js|_bg\.wasm)$/.test(entry.name));
      return files.length === 2 && files.every((entry) => entry.responseEnd > 0) ? Math.round(Math.max(...files.map((entry) => entry.responseEnd))) : null;
    });
    let ready = null;
    for (let wait = 0; wait < 100 && ready === null; wait += 1) {
      ready = await prefetched();
      if (ready === null) await page.waitForTimeout(100);
    }
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await page.waitForURL(/\/game\//);
    await page.locator('body[data-hydrated]').waitFor({ timeout: 20000 });
    const hydrated = await page.evaluate(() => Math.round(performance.getEntriesByName('kalah:hydrated')[0]?.startTime));
    times.push({ prefetched: ready, hydrated });
    await fresh.close();
  }
  console.log('game after home', JSON.stringify(times));
  await browser.close();
})();
