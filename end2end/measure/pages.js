// Each page's script, cold, as a browser asking for brotli gets it:
// `node end2end/measure/pages.js http://127.0.0.1:3000` against a running
// server (with its arena schedule on, so that an arena exists). The page is
// loaded in Chromium with its cache off; every script and WebAssembly file
// it fetched (prefetches included) is then asked for again with
// `Accept-Encoding: br` and its bytes as sent are counted. Prints one line
// a page: its name, the KB of script, and the files.
const { chromium } = require('playwright');
const http = require('node:http');
const base = process.argv[2] || 'http://127.0.0.1:3917';

// Bytes of `url` as sent to a client that accepts brotli.
const brotliBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

const scripts = (url) => /\.(js|wasm)(\?|$)/.test(new URL(url).pathname);

(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium-headless-shell' });
  const host = await browser.newContext();
  const guest = await browser.newContext();
  const setup = await host.newPage();
  await setup.goto(`${base}/`);
  await setup.getByRole('button', { name: 'Easy', exact: true }).click();
  await setup.waitForURL(/\/game\//);
  const game = setup.url();
  await setup.goto(`${base}/`);
  await setup.getByRole('button', { name: 'Play a friend (send a link)' }).click();
  await setup.waitForURL(/\/room\//);
  const room = setup.url();
  await setup.goto(`${base}/tournaments`);
  const arena = await setup.locator('main a[href*="/tournament/"]').first().getAttribute('href');
  await setup.goto(`${base}/puzzles`);
  const puzzle = await setup.locator('main a[href*="/puzzles/"]').first().getAttribute('href');
  await setup.close();
  const pages = [
    ['home', host, `${base}/`],
    ['lobby', host, `${base}/lobby`],
    ['arena', host, new URL(arena, base).href],
    ['game', host, game],
    ['room host', host, room],
    ['room guest', guest, room],
    ['puzzle', host, new URL(puzzle, base).href],
    ['analysis board', host, `${base}/analysis`],
  ];
  for (const [name, context, url] of pages) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const fetched = new Set();
    page.on('request', (request) => {
      if (scripts(request.url())) fetched.add(request.url());
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    let total = 0;
    const files = [];
    for (const file of fetched) {
      const bytes = await brotliBytes(file);
      total += bytes;
      files.push(`${new URL(file).pathname.split('/').pop()} ${(bytes / 1024).toFixed(1)}`);
    }
    console.log(`${name}: ${(total / 1024).toFixed(1)} KB (${files.join(', ') || 'no script'})`);
    await page.close();
  }
  await browser.close();
})();
