// The site's words in a language, read from its Fluent files, for tests
// that play in another language. Only simple one-line messages are read:
// a message with a choice in it is not one a test should spell out.
const fs = require('fs');
const path = require('path');

const LOCALES = path.join(__dirname, '..', '..', 'app', 'locales');

/** The message `id` of `file`.ftl in language `tag`, with `{ $name }`
 * replaced by `args[name]`. */
function message(tag, file, id, args = {}) {
  const text = fs.readFileSync(path.join(LOCALES, tag, `${file}.ftl`), 'utf8');
  const line = text.split('\n').find((l) => l.startsWith(`${id} =`));
  if (!line) throw new Error(`${tag}/${file}.ftl has no one-line message ${id}`);
  return line
    .slice(id.length + 2)
    .trim()
    .replace(/\{ *\$(\w+) *\}/g, (_, name) => {
      if (!(name in args)) throw new Error(`${id} needs ${name}`);
      return String(args[name]);
    });
}

module.exports = { message };
