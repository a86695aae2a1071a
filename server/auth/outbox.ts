import { isLocal } from '../config';
import { devOutbox } from '../db/schema';
import type { ServerDeps } from '../deps';

/** A code or mail the server would send by e-mail or SMS. */
export interface OutgoingMessage {
  /** The e-mail address, or the phone number with its code. */
  to: string;
  /** What it is: 'verify-code', 'reset-code', … */
  kind: string;
  code: string | null;
  text: string;
}

/**
 * Locally every message lands in the dev outbox (GET /dev/outbox) instead of being sent. No SMS or e-mail
 * provider is wired in, so other environments only log that a message would have gone out (never its code).
 */
export async function deliver(deps: ServerDeps, message: OutgoingMessage): Promise<void> {
  if (isLocal(deps.config)) {
    await deps.db.insert(devOutbox).values({ ...message, createdAt: deps.now() });
    return;
  }
  console.info(`No e-mail or SMS provider is configured: a ${message.kind} message was not sent.`);
}
