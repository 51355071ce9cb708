// Loads the bundle and the islands' phrasebook at once, brings each island
// on the page alive, then marks the body: tests (and curious developers)
// wait for its `data-hydrated`, and measurements read the `kalah:hydrated`
// mark. Leptos's own island script waits for an idle callback first, which
// Chromium sometimes never grants to a page still settling. The phrasebook
// is a file of its own, kept by the browser like the bundle, and handed to
// the islands in the element `book` names.
((js, wasm, words, book) => {
  const phrasebook = fetch(words).then((answer) => {
    if (!answer.ok) {
      throw new Error(`${words}: ${answer.status}`);
    }
    return answer.text();
  });
  Promise.all([import(js), phrasebook]).then(([bundle, text]) =>
    bundle.default({ module_or_path: wasm }).then(() => {
      const carried = document.createElement('div');
      carried.hidden = true;
      carried.id = book;
      carried.dataset.value = text;
      document.body.append(carried);
      bundle.hydrate();
      for (const island of document.querySelectorAll('leptos-island')) {
        const hydrate = bundle[island.dataset.component];
        if (hydrate) {
          hydrate(island);
        } else {
          console.warn(`The bundle has no island ${island.dataset.component}.`);
        }
      }
      document.body.dataset.hydrated = 'true';
      performance.mark('kalah:hydrated');
    }),
  );
})
