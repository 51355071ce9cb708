// Run by `cargo xtask test`, which starts the server and sets BASE_URL and
// CHROMIUM. Every test runs twice: with JavaScript and without.
const { defineConfig } = require('@playwright/test');

module.exports = defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Tests spend much of their time waiting (a friend's absence, a game
  // left unplayed): four share the two cores well.
  workers: 4,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL || 'http://127.0.0.1:3000',
    trace: 'off',
    // Moves appear at once; the animation has its own test.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'no-js', use: { javaScriptEnabled: false } },
  ],
});
