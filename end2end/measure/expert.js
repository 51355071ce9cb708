// Expert's move round trip, the way a browser without JavaScript plays:
// each move's POST, from the moment the form is sent to the server's
// redirect (which comes once Expert has replied and everything is saved).
//
//   node end2end/measure/expert.js http://127.0.0.1:3000 [games] [stones] [seed] [opponents]
//
// against a running server. `opponents` is a comma-separated list of
//   random  a random playable pit (such a player mostly loses inside the
//           opening book),
//   lowest  always the lowest playable pit (a steady line that leaves the
//           book early),
//   hard    the Hard computer player, after a random first move (asked of
//           `kalah best --level hard`; KALAH_BIN names the binary, by
//           default target/release/kalah: `cargo build --release -p engine`),
// all three by default. Games alternate the seats. Prints, for each
// opponent, the moves timed, p50, p99 and the slowest, and how many of
// Expert's moves the page marked as not proved.
const { execFileSync } = require('child_process');
const path = require('path');

const base = process.argv[2] || 'http://127.0.0.1:3000';
const games = Number(process.argv[3] || 8);
const stones = process.argv[4] || '4';
let seed = Number(process.argv[5] || 1);
const opponents = (process.argv[6] || 'random,lowest,hard').split(',');
const kalah = process.env.KALAH_BIN || path.join(__dirname, '../../target/release/kalah');
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const headers = { Accept: 'text/html', Origin: base };

async function post(url, form, cookie) {
  const started = performance.now();
  const response = await fetch(base + url, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, Cookie: cookie || '', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`${url}: ${response.status}`);
  return { response, ms: performance.now() - started };
}

async function text(url, cookie) {
  return (await fetch(base + url, { headers: { ...headers, Cookie: cookie } })).text();
}

/** The pit `opponent` sows among `pits`, the playable ones. */
async function choose(opponent, pits, moveNumber, game, cookie) {
  if (opponent === 'lowest') return pits[0];
  if (opponent === 'random' || moveNumber === 0) return pits[Math.floor(random() * pits.length)];
  const record = await text(`${game}/record.txt`, cookie);
  const position = record.match(/^Position: (.*)$/m)[1];
  const answer = JSON.parse(execFileSync(kalah, ['best', '--level', 'hard', position]).toString());
  return String(answer.pit);
}

async function measure(opponent) {
  const times = [];
  let unproved = 0;
  for (let number = 0; number < games; number += 1) {
    const seat = number % 2 === 0 ? '1' : '2';
    const { response } = await post('/api/new-game', { opponent: 'computer', level: 'expert', seat, stones });
    const cookie = response.headers.get('set-cookie').split(';')[0];
    const game = response.headers.get('location');
    const id = game.split('/').pop();
    let page = '';
    for (let moveNumber = 0; ; moveNumber += 1) {
      page = await text(game, cookie);
      // The scene's pit buttons are the pits the player may sow now.
      const pits = [...page.matchAll(/<button type="submit" name="pit" value="(\d)"[^>]*class="pit3d/g)].map((m) => m[1]);
      if (page.includes('Game over') || pits.length === 0) break;
      const ply = page.match(/name="ply" value="(\d+)"/)[1];
      const version = page.match(/name="version" value="(-?\d+)"/)[1];
      const pit = await choose(opponent, pits, moveNumber, game, cookie);
      const { ms } = await post('/api/play', { game: id, ply, version, action: 'sow', pit }, cookie);
      times.push(ms);
    }
    // The record lists the plies of Expert's moves it did not prove.
    const record = await text(`${game}/record.txt`, cookie);
    const notProved = record.match(/^Not proved \(Expert searched\): moves (.*)$/m);
    unproved += notProved ? notProved[1].trim().split(/\s+/).length : 0;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(
    `${opponent}: ${times.length} moves in ${games} games: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ` +
      `max ${times[times.length - 1].toFixed(1)} ms; ${unproved} of Expert's moves not proved`,
  );
}

(async () => {
  for (const opponent of opponents) {
    await measure(opponent);
  }
})();
