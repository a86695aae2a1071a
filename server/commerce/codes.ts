import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The display code of an order (the seed's orders follow it too). */
export const orderCode = (id: number) => `ORD-${1000 + id}`;

/** The display code of a return request. */
export const returnCode = (id: number) => `RET-${String(id).padStart(4, '0')}`;

/** The display code of a support ticket (the seed's tickets follow it too: TK-100001 is ticket 1). */
export const ticketCode = (id: number) => `TK-${100_000 + id}`;

/** Takes `count` ids from a table's id sequence, so a row's readable code can be written with the row itself. */
export async function nextIds(
  db: Db,
  table: 'orders' | 'return_orders' | 'support_tickets',
  count: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => Number(row.id));
}
