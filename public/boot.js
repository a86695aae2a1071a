// Where the server drew a page's first screen (server/web/first-screen-preview.ts), the app's code waits in
// <template id="app-code"> until that screen has painted and its largest picture is in: on a slow line the
// picture then does not share the connection with the code. Pages without a drawing load the code at once and
// never load this file.
(() => {
  const code = document.getElementById('app-code');
  if (!(code instanceof HTMLTemplateElement)) return;
  /**
   * Scripts and preloads put in the page per task: the browser starts each one's fetch as it is put in, at a
   * millisecond or two apiece on a slow phone, so ten in one task made a long one.
   */
  const BATCH = 3;
  let started = false;
  // The app's start is cut into tasks of its own, so that none holds a slow phone's main thread for long: first
  // the browser's locale data, which the app's first module evaluation would otherwise load in its own task
  // (React Aria asks Intl for the default locale as its module runs), then the scripts and preloads, a few at a
  // time (the app's entry script comes first).
  const start = () => {
    if (started) return;
    started = true;
    Intl.DateTimeFormat.supportedLocalesOf(['en']);
    setTimeout(() => {
      const nodes = [...document.importNode(code.content, true).childNodes];
      const appendSome = () => {
        document.head.append(...nodes.splice(0, BATCH));
        if (nodes.length > 0) setTimeout(appendSome, 0);
      };
      appendSome();
    }, 0);
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
