// A random player against Expert over HTTP, the way a browser without
// JavaScript plays: each move's POST round trip, from the moment the form
// is sent to the server's redirect. `node end2end/measure/expert.js
// http://127.0.0.1:3000 [games] [stones] [seed]` against a running server;
// games alternate the seats.
const base = process.argv[2] || 'http://127.0.0.1:3000';
const games = Number(process.argv[3] || 8);
const stones = process.argv[4] || '4';
let seed = Number(process.argv[5] || 1);
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const headers = { Accept: 'text/html', Origin: base };

async function post(path, form, cookie) {
  const started = performance.now();
  const response = await fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, Cookie: cookie || '', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`${path}: ${response.status}`);
  return { response, ms: performance.now() - started };
}

(async () => {
  const times = [];
  for (let game = 0; game < games; game += 1) {
    const seat = game % 2 === 0 ? '1' : '2';
    const { response } = await post('/api/new-game', { opponent: 'computer', level: 'expert', seat, stones });
    const cookie = response.headers.get('set-cookie').split(';')[0];
    const path = response.headers.get('location');
    const id = path.split('/').pop();
    for (;;) {
      const page = await (await fetch(base + path, { headers: { ...headers, Cookie: cookie } })).text();
      // The scene's pit buttons are the pits the player may sow now.
      const pits = [...page.matchAll(/<button type="submit" name="pit" value="(\d)"[^>]*class="pit3d/g)].map((m) => m[1]);
      if (page.includes('Game over') || pits.length === 0) break;
      const ply = page.match(/name="ply" value="(\d+)"/)[1];
      const version = page.match(/name="version" value="(-?\d+)"/)[1];
      const pit = pits[Math.floor(random() * pits.length)];
      const { ms } = await post('/api/play', { game: id, ply, version, action: 'sow', pit }, cookie);
      times.push(ms);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${times.length} moves in ${games} games: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
})();
