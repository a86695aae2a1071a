// A worker that uses Intl once, as the app will, before the app's code runs. ICU, under Intl, loads its data and
// fills its caches once per process, and a worker's thread is in the same process: the 30 to 60 ms of that first
// use on a slow phone then pass beside the page, not on its main thread. Started by /build/boot.js.
for (const language of ['en', 'ar']) {
  const latin = new Intl.Locale(language, { numberingSystem: 'latn' });
  latin.maximize();
  const tag = latin.toString();
  Intl.DateTimeFormat.supportedLocalesOf([language]);
  new Intl.PluralRules(language).select(1);
  new Intl.Collator(language, { usage: 'search', sensitivity: 'base' }).compare('a', 'b');
  new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).formatToParts(new Date());
  new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(-1, 'day');
}
postMessage('ready');
