import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { JsonBody, Schema } from '../../src/api/types';
import { isLocal } from '../config';
import type { Db } from '../db/client';
import { contactMessages, devOutbox, siteSettings } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { fieldError } from '../http/http-error';
import { say } from '../i18n/say';

type ContactDetails = Schema<'ContactDetails'>;

/** The marketplace's contact channels from the site settings; a channel not configured is null. */
export async function contactDetails(db: Db): Promise<ContactDetails> {
  const [row] = await db.select({ contact: siteSettings.contact }).from(siteSettings).where(eq(siteSettings.id, 1));
  const contact = (row?.contact ?? {}) as Partial<Record<keyof ContactDetails, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return {
    phone: text(contact.phone),
    email: text(contact.email),
    whatsapp: text(contact.whatsapp),
    messenger: text(contact.messenger),
    address: text(contact.address),
  };
}

/**
 * The address the request came from: the socket's peer. Forwarding headers are not trusted, since anyone can
 * send them; behind a reverse proxy every shopper shares the proxy's limit.
 */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export type SupportMessage = JsonBody<'sendSupportMessage'>;

/** The sender's e-mail and phone, at least one of them (422 under `email` otherwise). */
export function replyChannels(body: SupportMessage): { email: string | null; phone: string | null } {
  const email = body.email?.trim() || null;
  const phone = body.phone?.trim() || null;
  if (!email && !phone) throw fieldError('email', say('content.emailOrPhone'));
  return { email, phone };
}

/** Stores the contact form's message and, in a local environment, puts the mail to support in the dev outbox. */
export async function storeSupportMessage(
  deps: ServerDeps,
  body: SupportMessage,
  channels: { email: string | null; phone: string | null },
): Promise<void> {
  const support = (await contactDetails(deps.db)).email ?? 'support';
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: body.name?.trim() || null,
      email: channels.email,
      phone: channels.phone,
      subject: body.subject,
      message: body.message,
      createdAt: deps.now(),
    });
    if (!isLocal(deps.config)) return;
    const from = [body.name?.trim(), channels.email, channels.phone].filter(Boolean).join(', ');
    await tx.insert(devOutbox).values({
      to: support,
      kind: 'support-message',
      text: `Contact form from ${from}\nSubject: ${body.subject}\n\n${body.message}`,
      createdAt: deps.now(),
    });
  });
}
