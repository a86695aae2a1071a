import { eq } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { type Config, isLocal } from '../config';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

export type Master = Schema<'MasterSettings'>;

/** The `/master` settings the money path obeys: payment options, account verification, return window, phone rules. */
export async function readMaster(db: Db): Promise<Master> {
  const [row] = await db.select({ master: siteSettings.master }).from(siteSettings).where(eq(siteSettings.id, 1));
  return (row?.master ?? {}) as Master;
}

/**
 * The settings with online payment as this server can take it: its only gateway is the demo one
 * (payments/gateway.ts), which exists with APP_ENV=local alone, so elsewhere no gateway is offered.
 */
export function withAvailablePayments<T extends Pick<Master, 'online_payment' | 'payment_gateways'>>(
  master: T,
  config: Pick<Config, 'appEnv'>,
): T {
  return isLocal(config) ? master : { ...master, online_payment: false, payment_gateways: [] };
}

/** An amount as the storefront shows it in the default currency, for messages (`$25.00`). */
export function formatAmount(master: Master, amount: number): string {
  const symbol = master.currency?.symbol ?? '$';
  const figure = amount.toFixed(2);
  return master.currency?.position === 'suffix' ? `${figure}${symbol}` : `${symbol}${figure}`;
}
