import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is numeric(12,2) in the default currency, read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** When a row was made: timestamptz, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
