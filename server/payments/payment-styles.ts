import type { Hono } from 'hono';
import { readMaster } from '../commerce/master';
import type { AppEnv } from '../http/env';

/** Outside `/payments/demo/` so it can never be taken for a payment's token. */
export const PAYMENT_STYLES_PATH = '/payments/styles.css';

/** The storefront's defaults (src/styles.css) until /master names the shop's own. */
const FALLBACK: Record<string, string> = { '50': '#eef2ff', '700': '#4338ca', '800': '#3730a3', '900': '#312e81' };

const colour = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;

/**
 * The payment pages' look: a card on the shop's palest tint, the primary colour's 700 shade on the main button
 * (white on the 600 falls short of WCAG AA), a visible focus ring, sizes that read on a phone, and logical
 * properties so right-to-left needs nothing more.
 */
export function paymentStyles(theme: Record<string, unknown> | null | undefined): string {
  const tone = (shade: string) => colour(theme?.[shade], FALLBACK[shade] ?? '#4338ca');
  return `:root{--tint:${tone('50')};--primary:${tone('700')};--primary-dark:${tone('800')};--ink:${tone('900')};
color-scheme:light;font-family:ui-sans-serif,system-ui,sans-serif,"Apple Color Emoji","Segoe UI Emoji";
font-size:100%;line-height:1.5;color:#111827;background:var(--tint)}
body{margin:0;min-height:100vh}
header{padding:1rem 1.25rem;background:#fff;border-block-end:1px solid #e5e7eb}
header img{display:block;height:2.25rem;width:auto}
header .name{font-weight:700;font-size:1.25rem;color:var(--ink)}
main{box-sizing:border-box;max-width:32rem;margin:1.5rem auto;padding:1.5rem 1.25rem;background:#fff;
border-radius:1rem;box-shadow:0 1px 3px rgb(0 0 0 / .08),0 8px 24px rgb(0 0 0 / .06)}
@media (max-width:34rem){main{margin:0;border-radius:0;box-shadow:none}}
h1{margin:0 0 .25rem;font-size:1.5rem;line-height:1.25;color:var(--ink)}
.gateway{display:flex;align-items:center;gap:.75rem;margin:0 0 1.25rem;color:#374151}
.gateway img{height:2rem;width:auto}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.25rem;padding:1rem;
border:1px solid #e5e7eb;border-radius:.75rem}
dt{color:#4b5563}dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}
dd strong{font-size:1.25rem;color:var(--ink)}
.note{color:#4b5563;font-size:.9375rem}
form{margin:0 0 .75rem}
button{box-sizing:border-box;width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.75rem;
font:inherit;font-weight:600;cursor:pointer;border:2px solid var(--primary)}
.pay{background:var(--primary);color:#fff}
.pay:hover{background:var(--primary-dark);border-color:var(--primary-dark)}
.cancel{background:#fff;color:var(--primary-dark)}
.cancel:hover{background:var(--tint)}
a{color:var(--primary-dark);font-weight:600}
:focus-visible{outline:3px solid var(--ink);outline-offset:3px}
@media (forced-colors:active){button{border:2px solid ButtonText}}
`;
}

export function paymentStylesRoute(app: Hono<AppEnv>): void {
  app.get(PAYMENT_STYLES_PATH, async (c) => {
    const master = await readMaster(c.get('deps').db);
    return c.body(paymentStyles(master.theme_colors as Record<string, unknown> | undefined), 200, {
      'Content-Type': 'text/css; charset=utf-8',
      // The shop may change its colours: a short life, then asked again.
      'Cache-Control': 'public, max-age=300',
    });
  });
}
