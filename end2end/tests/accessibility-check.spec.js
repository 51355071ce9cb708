// The accessibility check itself: without JavaScript it must check the
// page such a browser draws, not the page the scripts make of it. The
// fixture's button is named only by a script.
const { test, expect } = require('@playwright/test');
const { expectAccessible } = require('./helpers');

const FIXTURE = `<!doctype html><html lang="en"><head><title>Fixture</title></head>
<body><main><h1>Fixture</h1><button id="go"></button>
<script>document.getElementById('go').textContent = 'Go';</script></main></body></html>`;

test('the accessibility check sees the page as drawn without JavaScript', async ({ page, javaScriptEnabled }, testInfo) => {
  const url = `${testInfo.project.use.baseURL}/fixture-named-by-a-script`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: FIXTURE }));
  await page.goto(url);
  if (javaScriptEnabled) {
    await expectAccessible(page);
  } else {
    await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
  }
});
