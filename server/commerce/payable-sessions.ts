import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { cents } from '../catalog/pricing';
import type { Db } from '../db/client';
import { orders, paymentSessions } from '../db/schema';

export type PaymentSession = typeof paymentSessions.$inferSelect;

/** SQL: an order of the session that is still owed: not cancelled, not paid (nor refunded). */
function stillPayable(session: Pick<PaymentSession, 'orderIds' | 'userId'>) {
  return and(
    inArray(orders.id, session.orderIds),
    eq(orders.userId, session.userId),
    eq(orders.paymentStatus, 'Pending'),
    ne(orders.orderStatus, 'Cancelled'),
  );
}

const total = (owed: { amount: number }[]) => cents(owed.reduce((sum, order) => sum + order.amount, 0));

/** The session behind a payment page's token, while it is open (not paid, cancelled or voided). */
export async function findOpenSession(db: Db, token: string): Promise<PaymentSession | undefined> {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.token, token), eq(paymentSessions.status, 'pending')));
  return session;
}

/** What an open session would charge now: its orders still owed (codes for the page) and their sum. */
export async function sessionBill(db: Db, session: PaymentSession) {
  const owed = await db
    .select({ id: orders.id, code: orders.orderCode, amount: orders.payableAmount })
    .from(orders)
    .where(stillPayable(session))
    .orderBy(asc(orders.id));
  return { orders: owed, amount: total(owed) };
}

export type PaymentOutcome =
  | { result: 'paid'; paidOrderIds: number[]; amount: number }
  | { result: 'nothing-to-pay' }
  | { result: 'not-open' };

/** Thrown inside the payment's transaction to undo the session's claim when no order is owed any more. */
class NothingToPay extends Error {}

/**
 * Pays an open session: only its orders still owed at this moment become Paid, and the session records what was
 * taken, their sum. The session is claimed from pending, so a second press finds it paid; an order's cancel (one
 * update of its row) either comes first and leaves it out, or comes after and refunds it. With nothing owed nothing
 * is taken and the session stays as it was.
 */
export async function paySession(db: Db, token: string): Promise<PaymentOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const opened = await findOpenSession(tx, token);
      if (!opened) return { result: 'not-open' } as const;
      // Rows are locked orders first, then the session, as payOrderAgain takes them, so the two cannot deadlock.
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, opened.orderIds))
        .orderBy(asc(orders.id))
        .for('update');
      const [session] = await tx
        .update(paymentSessions)
        .set({ status: 'paid' })
        .where(and(eq(paymentSessions.token, token), eq(paymentSessions.status, 'pending')))
        .returning();
      if (!session) return { result: 'not-open' } as const;
      const paid = await tx
        .update(orders)
        .set({ paymentStatus: 'Paid' })
        .where(stillPayable(session))
        .returning({ id: orders.id, amount: orders.payableAmount });
      if (paid.length === 0) throw new NothingToPay();
      const amount = total(paid);
      await tx.update(paymentSessions).set({ amount }).where(eq(paymentSessions.id, session.id));
      const paidOrderIds = paid.map((order) => order.id).sort((a, b) => a - b);
      return { result: 'paid', paidOrderIds, amount } as const;
    });
  } catch (error) {
    if (error instanceof NothingToPay) return { result: 'nothing-to-pay' };
    throw error;
  }
}

/** Ends an open session without paying (the page's Cancel); answers it, or undefined when it was not open. */
export async function cancelSession(db: Db, token: string): Promise<PaymentSession | undefined> {
  const [session] = await db
    .update(paymentSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentSessions.token, token), eq(paymentSessions.status, 'pending')))
    .returning();
  return session;
}
