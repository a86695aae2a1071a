import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { formatAmount, readMaster } from '../commerce/master';
import { orders, paymentSessions } from '../db/schema';
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

async function pendingSession(c: Context<AppEnv>) {
  const [session] = await c
    .get('deps')
    .db.select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.token, c.req.param('token') ?? ''), eq(paymentSessions.status, 'pending')));
  return session;
}

/** Ends a pending session as paid or cancelled; the session row changes once, whoever gets there first. */
async function settle(c: Context<AppEnv>, outcome: 'paid' | 'cancelled'): Promise<Response> {
  const { db } = c.get('deps');
  const token = c.req.param('token') ?? '';
  const session = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(paymentSessions)
      .set({ status: outcome })
      .where(and(eq(paymentSessions.token, token), eq(paymentSessions.status, 'pending')))
      .returning();
    if (ended && outcome === 'paid') {
      // A cancelled order is not charged, even if it was in the session.
      await tx
        .update(orders)
        .set({ paymentStatus: 'Paid' })
        .where(and(inArray(orders.id, ended.orderIds), ne(orders.orderStatus, 'Cancelled')));
    }
    return ended;
  });
  if (!session) return notFoundPage(c);
  const result = outcome === 'paid' ? 'success' : 'cancelled';
  return c.redirect(`/order-history/${session.orderIds[0]}?payment=${result}`, 303);
}

/** The demo payment gateway's pages: the amount, Pay and Cancel; back to the storefront with the outcome. */
export function paymentGatewayRoutes(app: Hono<AppEnv>): void {
  app.get('/payments/demo/:token', async (c) => {
    const session = await pendingSession(c);
    if (!session) return notFoundPage(c);
    const { db } = c.get('deps');
    const [master, placed] = await Promise.all([
      readMaster(db),
      db
        .select({ code: orders.orderCode })
        .from(orders)
        .where(inArray(orders.id, session.orderIds))
        .orderBy(asc(orders.id)),
    ]);
    const amount = escapeHtml(formatAmount(master, session.amount));
    const action = `/payments/demo/${encodeURIComponent(session.token)}`;
    const body = `<h1>Demo payment</h1>
<p>${escapeHtml(master.app_name ?? 'Storefront')} · ${escapeHtml(session.gateway)}</p>
<dl>
<dt>Amount to pay</dt>
<dd><strong>${amount}</strong></dd>
<dt>Orders</dt>
<dd>${placed.map((order) => escapeHtml(order.code)).join(', ')}</dd>
</dl>
<p>This is a demo gateway: no card details are asked for and no money moves.</p>
<form method="post" action="${action}/pay">
<button type="submit">Pay ${amount}</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit">Cancel payment</button>
</form>`;
    return c.html(page(`Pay ${formatAmount(master, session.amount)}`, body), 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/payments/demo/:token/pay', (c) => settle(c, 'paid'));
  app.post('/payments/demo/:token/cancel', (c) => settle(c, 'cancelled'));
}
