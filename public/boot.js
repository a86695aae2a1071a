// Where the server drew a page's first screen (the home page's offers, server/web/first-screen-preview.ts), the
// app's code waits in <template id="app-code"> until that screen has painted and its largest picture is in: on
// a slow line the picture then does not share the connection with the code. Pages without a drawing load the
// code at once and never load this file.
(() => {
  const code = document.getElementById('app-code');
  if (!(code instanceof HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.head.append(document.importNode(code.content, true));
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
