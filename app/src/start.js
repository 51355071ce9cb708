// Loads the page's script (`client/game`) and starts it, then marks
// the body: tests (and curious developers) wait for its `data-hydrated`,
// and measurements read the `kalah:hydrated` mark. The page needs no
// phrasebook: what the script says, the server wrote into the page.
((js, wasm) => {
  import(js).then((bundle) =>
    bundle.default({ module_or_path: wasm }).then(() => {
      bundle.start();
      document.body.dataset.hydrated = 'true';
      performance.mark('kalah:hydrated');
    }),
  );
})
