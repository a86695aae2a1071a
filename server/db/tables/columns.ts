import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is numeric(12,2) in the default currency, read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** When a row was made: timestamptz, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** A text search document (to_tsvector), written by the database. */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });
