// Loads the bundle at once and brings each island on the page alive, then
// marks the body: tests (and curious developers) wait for its
// `data-hydrated`, and measurements read the `kalah:hydrated` mark.
// Leptos's own island script waits for an idle callback first, which
// Chromium sometimes never grants to a page still settling.
((js, wasm) => {
  import(js).then((bundle) =>
    bundle.default({ module_or_path: wasm }).then(() => {
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
