// Where the server drew a page's first screen (server/web/first-screen-preview.ts), the app's code waits in
// <template id="app-code"> until that screen has painted and its largest picture is in: on a slow line the
// picture then does not share the connection with the code. Pages without a drawing load the code at once and
// never load this file.
(() => {
  const code = document.getElementById('app-code');
  if (!(code instanceof HTMLTemplateElement)) return;
  /**
   * The browser's locale data, loaded beside the page by a worker (public/intl-warmup.js) once the drawing has
   * painted, so that nothing competes with that paint. The app's code waits for it, but never long: a browser
   * that cannot start the worker, or a slow one, only costs the main thread that load again.
   */
  const INTL_WAIT_LIMIT_MS = 1000;
  const loadLocaleData = () =>
    new Promise((resolve) => {
      setTimeout(resolve, INTL_WAIT_LIMIT_MS);
      try {
        const worker = new Worker('/build/intl-warmup.js');
        worker.onmessage = worker.onerror = () => {
          worker.terminate();
          resolve();
        };
      } catch {
        resolve();
      }
    });
  /**
   * Puts nodes in the page one a task (the browser starts each one's fetch as it is put in, a few milliseconds
   * apiece on a slow phone), then calls `done`.
   */
  const appendOneATask = (nodes, done) => {
    const appendNext = () => {
      const node = nodes.shift();
      if (!node) {
        done();
        return;
      }
      document.head.append(node);
      setTimeout(appendNext, 0);
    };
    appendNext();
  };
  const modulePreloadOf = (script) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = script.src;
    return link;
  };
  let started = false;
  // The app's start is cut into tasks of its own, so that none holds a slow phone's main thread for long. While
  // the worker loads the locale data, the app's code is fetched (the entry first); once both are done, the first
  // read of localStorage, which loads the origin's whole store and which the entry would otherwise make as its
  // modules run; then the scripts.
  const start = () => {
    if (started) return;
    started = true;
    const nodes = [...document.importNode(code.content, true).childNodes];
    const scripts = nodes.filter((node) => node instanceof HTMLScriptElement);
    const preloads = [...scripts.map(modulePreloadOf), ...nodes.filter((node) => !scripts.includes(node))];
    const fetched = new Promise((resolve) => appendOneATask(preloads, resolve));
    Promise.all([loadLocaleData(), fetched]).then(() =>
      setTimeout(() => {
        try {
          localStorage.getItem('locale');
        } catch {
          // Storage refused (a private mode): the app reads nothing from it either.
        }
        setTimeout(() => appendOneATask(scripts, () => {}), 0);
      }, 0),
    );
  };
  // A frame callback runs just before the next paint; a task queued from it runs after that paint.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const picture = document.querySelector('#first-screen img');
  if (!(picture instanceof HTMLImageElement) || picture.complete) {
    afterPaint();
    return;
  }
  picture.addEventListener('load', afterPaint, { once: true });
  picture.addEventListener('error', afterPaint, { once: true });
  // A picture that never comes must not keep the shop from working.
  setTimeout(start, 3000);
})();
