// Time from the second "Play now" press to both players in the same room,
// as people press it: `node end2end/measure/pairing.js http://127.0.0.1:3000
// [tries]` against a running server. Each try is two new strangers: by
// mouse (the pointer left where it clicked), by taps on a 360 px phone, by
// keyboard, and without JavaScript (the waiting page checks every 5 s).
const { chromium } = require('playwright');
const base = process.argv[2] || 'http://127.0.0.1:3000';
const tries = Number(process.argv[3] || 10);

const ways = {
  mouse: { options: {}, press: (button) => button.click() },
  touch: {
    options: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
    press: (button) => button.tap(),
  },
  keyboard: {
    options: {},
    press: async (button) => {
      await button.focus();
      await button.page().keyboard.press('Enter');
    },
  },
  'no JavaScript': { options: { javaScriptEnabled: false }, press: (button) => button.click() },
};

async function person(browser, way, name) {
  const context = await browser.newContext({ ...way.options, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(base + '/lobby');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await way.press(page.getByRole('button', { name: 'Choose this name' }));
  await page.locator('main').getByText(`Your name: ${name}`).waitFor();
  return page;
}

(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium-headless-shell' });
  for (const [label, way] of Object.entries(ways)) {
    const times = [];
    for (let run = 0; run < tries; run += 1) {
      const suffix = `${Date.now() % 1000000}${run}`;
      const first = await person(browser, way, `A ${suffix}`);
      const second = await person(browser, way, `B ${suffix}`);
      const button = (page) => page.getByRole('button', { name: /^3\+2:/ });
      await way.press(button(first));
      await first.waitForURL(/\/lobby\?waiting=/);
      const pressed = Date.now();
      await way.press(button(second));
      let reached = null;
      try {
        await second.waitForURL(/\/room\//, { timeout: 30_000 });
        await first.waitForURL(second.url(), { timeout: 30_000 });
        reached = Date.now() - pressed;
      } catch (error) {
        reached = null;
      }
      times.push(reached);
      await first.context().close();
      await second.context().close();
    }
    const done = times.filter((time) => time !== null).sort((a, b) => a - b);
    const median = done.length ? done[Math.floor(done.length / 2)] : null;
    console.log(`${label}: ${done.length}/${tries} in the same room; ms ${times.join(', ')}; median ${median}; max ${done[done.length - 1]}`);
  }
  await browser.close();
})();
