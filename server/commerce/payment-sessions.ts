import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentSessions } from '../db/schema';
import { fieldError } from '../http/http-error';
import { say } from '../i18n/say';
import type { Master } from './master';

/** A payment method place-order accepts: `cash` while cash on delivery is on, or an active gateway's name. */
export function checkPaymentMethod(master: Master, method: string): 'cash' | 'gateway' {
  if (method === 'cash') {
    if (master.cash_on_delivery) return 'cash';
    throw fieldError('payment_method', say('payment.cashUnavailable'));
  }
  checkGateway(master, method);
  return 'gateway';
}

/** An online gateway must be one of `/master` payment_gateways while online payment is on. */
export function checkGateway(master: Master, gateway: string): void {
  const active = master.online_payment && (master.payment_gateways ?? []).some((g) => g.name === gateway);
  if (!active) throw fieldError('payment_method', say('payment.methodUnavailable'));
}

function httpOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the payment page should be opened: the origin the shopper's browser is on (its Origin, or Referer on a
 * GET), since a development proxy in front of this server rewrites Host; otherwise this server's own. Whatever a
 * caller claims here only shapes the link it gets back.
 */
export function shopperOrigin(requestUrl: string, headers: { origin?: string; referer?: string }): string {
  return httpOrigin(headers.origin) ?? httpOrigin(headers.referer) ?? new URL(requestUrl).origin;
}

export interface NewPaymentSession {
  userId: number;
  orderIds: number[];
  gateway: string;
  now: Date;
}

/** SQL: the session is still open and includes one of the orders. */
function openSessionFor(orderIds: number[]) {
  const includes = orderIds.map((id) => sql`${paymentSessions.orderIds} @> ${JSON.stringify([id])}::jsonb`);
  return and(eq(paymentSessions.status, 'pending'), or(...includes));
}

/**
 * Opens a visit to the demo gateway for orders paid together; answers the page's address on this server. An order
 * has one open session at a time: the earlier open ones that include any of these orders are voided, so two pages
 * cannot both take its payment. What the session charges is worked out when it is paid (payable-sessions.ts).
 */
export async function openPaymentSession(db: Db, session: NewPaymentSession, origin: string): Promise<string> {
  await db.update(paymentSessions).set({ status: 'voided' }).where(openSessionFor(session.orderIds));
  const token = randomBytes(24).toString('base64url');
  await db.insert(paymentSessions).values({
    token,
    userId: session.userId,
    orderIds: session.orderIds,
    gateway: session.gateway,
    createdAt: session.now,
  });
  return new URL(`/payments/demo/${token}`, origin).toString();
}
