import type { Context, Hono } from 'hono';
import { formatAmount, readMaster } from '../commerce/master';
import { cancelSession, findOpenSession, paySession, sessionBill } from '../commerce/payable-sessions';
import { escapeXml as escapeHtml } from '../db/seed/util';
import type { AppEnv } from '../http/env';

/** A whole page with nothing inline (the CSP forbids inline script and style): plain, accessible HTML. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function notFoundPage(c: Context<AppEnv>): Response {
  const body = `<h1>Payment not found</h1>
<p>This payment link is unknown or has already been used.</p>
<p><a href="/order-history">Go to your orders</a></p>`;
  return c.html(page('Payment not found', body), 404, { 'Cache-Control': 'no-store' });
}

/** The orders of the link are all paid or cancelled by now: nothing is charged. */
function nothingToPayPage(c: Context<AppEnv>): Response {
  const body = `<h1>Nothing to pay</h1>
<p>The orders of this payment are already paid or cancelled. No payment was taken.</p>
<p><a href="/order-history">Go to your orders</a></p>`;
  return c.html(page('Nothing to pay', body), 409, { 'Cache-Control': 'no-store' });
}

/** The demo payment gateway's pages: the amount, Pay and Cancel; back to the storefront with the outcome. */
export function paymentGatewayRoutes(app: Hono<AppEnv>): void {
  app.get('/payments/demo/:token', async (c) => {
    const { db } = c.get('deps');
    const session = await findOpenSession(db, c.req.param('token'));
    if (!session) return notFoundPage(c);
    // The amount is what the session's orders still owe now, not what they came to when it was opened.
    const [master, bill] = await Promise.all([readMaster(db), sessionBill(db, session)]);
    if (bill.orders.length === 0) return nothingToPayPage(c);
    const amount = escapeHtml(formatAmount(master, bill.amount));
    const action = `/payments/demo/${encodeURIComponent(session.token)}`;
    const body = `<h1>Demo payment</h1>
<p>${escapeHtml(master.app_name ?? 'Storefront')} · ${escapeHtml(session.gateway)}</p>
<dl>
<dt>Amount to pay</dt>
<dd><strong>${amount}</strong></dd>
<dt>Orders</dt>
<dd>${bill.orders.map((order) => escapeHtml(order.code)).join(', ')}</dd>
</dl>
<p>This is a demo gateway: no card details are asked for and no money moves.</p>
<form method="post" action="${action}/pay">
<button type="submit">Pay ${amount}</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit">Cancel payment</button>
</form>`;
    return c.html(page(`Pay ${formatAmount(master, bill.amount)}`, body), 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/payments/demo/:token/pay', async (c) => {
    const outcome = await paySession(c.get('deps').db, c.req.param('token'));
    if (outcome.result === 'not-open') return notFoundPage(c);
    if (outcome.result === 'nothing-to-pay') return nothingToPayPage(c);
    return c.redirect(`/order-history/${outcome.paidOrderIds[0]}?payment=success`, 303);
  });

  app.post('/payments/demo/:token/cancel', async (c) => {
    const session = await cancelSession(c.get('deps').db, c.req.param('token'));
    if (!session) return notFoundPage(c);
    return c.redirect(`/order-history/${session.orderIds[0]}?payment=cancelled`, 303);
  });
}
