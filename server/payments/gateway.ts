import type { Context, Hono } from 'hono';
import { formatAmount, type Master, readMaster } from '../commerce/master';
import { cancelSession, findOpenSession, paySession, sessionBill } from '../commerce/payable-sessions';
import { escapeXml as escapeHtml } from '../db/seed/util';
import type { AppEnv } from '../http/env';
import { say } from '../i18n/say';
import { inPageLanguage, type PageParts, page, pagePartsOf } from './payment-page';
import { paymentStylesRoute } from './payment-styles';

type Bill = Awaited<ReturnType<typeof sessionBill>>;

async function partsOf(c: Context<AppEnv>): Promise<PageParts> {
  return pagePartsOf(c, await readMaster(c.get('deps').db));
}

const toOrders = () => `<p><a href="/order-history">${escapeHtml(say('payment.toOrders'))}</a></p>`;

function notFoundPage(c: Context<AppEnv>, parts: PageParts): Response {
  const html = inPageLanguage(parts, () =>
    page(
      parts,
      say('payment.notFound'),
      `<h1>${escapeHtml(say('payment.notFound'))}</h1>
<p>${escapeHtml(say('payment.notFoundText'))}</p>
${toOrders()}`,
    ),
  );
  return c.html(html, 404, { 'Cache-Control': 'no-store' });
}

/** The orders of the link are all paid or cancelled by now: nothing is charged. */
function nothingToPayPage(c: Context<AppEnv>, parts: PageParts): Response {
  const html = inPageLanguage(parts, () =>
    page(
      parts,
      say('payment.nothingToPay'),
      `<h1>${escapeHtml(say('payment.nothingToPay'))}</h1>
<p>${escapeHtml(say('payment.nothingToPayText'))}</p>
${toOrders()}`,
    ),
  );
  return c.html(html, 409, { 'Cache-Control': 'no-store' });
}

function payPage(master: Master, parts: PageParts, session: { token: string; gateway: string }, bill: Bill) {
  const amount = formatAmount(master, bill.amount);
  const action = `/payments/demo/${encodeURIComponent(session.token)}`;
  const gateway = master.payment_gateways?.find((g) => g.name === session.gateway);
  const gatewayLogo = gateway?.logo ? `<img src="${escapeHtml(gateway.logo)}" alt="" width="80" height="32">` : '';
  const body = `<h1>${escapeHtml(say('payment.title'))}</h1>
<p class="gateway">${gatewayLogo}<span>${escapeHtml(say('payment.with', { shop: parts.appName, gateway: gateway?.title ?? session.gateway }))}</span></p>
<dl>
<dt>${escapeHtml(say('payment.amount'))}</dt>
<dd><strong>${escapeHtml(amount)}</strong></dd>
<dt>${escapeHtml(say('payment.orders'))}</dt>
<dd>${bill.orders.map((order) => escapeHtml(order.code)).join(', ')}</dd>
</dl>
<p class="note">${escapeHtml(say('payment.demoNote'))}</p>
<form method="post" action="${action}/pay">
<button type="submit" class="pay">${escapeHtml(say('payment.pay', { amount }))}</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit" class="cancel">${escapeHtml(say('payment.cancel'))}</button>
</form>`;
  return page(parts, say('payment.pay', { amount }), body);
}

/** The demo payment gateway's pages: the amount, Pay and Cancel; back to the storefront with the outcome. */
export function paymentGatewayRoutes(app: Hono<AppEnv>): void {
  paymentStylesRoute(app);
  app.get('/payments/demo/:token', async (c) => {
    const { db } = c.get('deps');
    const master = await readMaster(db);
    const parts = pagePartsOf(c, master);
    const session = await findOpenSession(db, c.req.param('token'));
    if (!session) return notFoundPage(c, parts);
    // The amount is what the session's orders still owe now, not what they came to when it was opened.
    const bill = await sessionBill(db, session);
    if (bill.orders.length === 0) return nothingToPayPage(c, parts);
    const html = inPageLanguage(parts, () => payPage(master, parts, session, bill));
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/payments/demo/:token/pay', async (c) => {
    const outcome = await paySession(c.get('deps').db, c.req.param('token'));
    if (outcome.result === 'not-open') return notFoundPage(c, await partsOf(c));
    if (outcome.result === 'nothing-to-pay') return nothingToPayPage(c, await partsOf(c));
    return c.redirect(`/order-history/${outcome.paidOrderIds[0]}?payment=success`, 303);
  });

  app.post('/payments/demo/:token/cancel', async (c) => {
    const session = await cancelSession(c.get('deps').db, c.req.param('token'));
    if (!session) return notFoundPage(c, await partsOf(c));
    return c.redirect(`/order-history/${session.orderIds[0]}?payment=cancelled`, 303);
  });
}
