import type { ServerDeps } from '../deps';
import { scheduleJob } from '../jobs/schedule-job';
import { CHAT_EVENT, type ChatEventData, chatChannel } from '../realtime/channels';
import { storeMessage } from './messages';

/** What a demo shop answers, so a shopper trying the chat sees a live reply arrive. */
export const DEMO_REPLIES = [
  'Thanks for your message! We will get back to you shortly.',
  'Hi there! Happy to help. Could you tell us a little more?',
  'Good question! Let us check and reply in a moment.',
  'Thank you for shopping with us. We are looking into it now.',
] as const;

/** The same customer message always gets the same answer, so the demo (and its tests) are repeatable. */
export function demoReplyTo(customerMessageId: number): string {
  return DEMO_REPLIES[customerMessageId % DEMO_REPLIES.length] as string;
}

/** The demo shop writes back, and the storefront is told to re-fetch (the event carries no text). */
export async function sendDemoReply(deps: ServerDeps, userId: number, shopId: number, customerMessageId: number) {
  const messageId = await storeMessage(deps.db, {
    userId,
    shopId,
    sender: 'shop',
    message: demoReplyTo(customerMessageId),
    productId: null,
    createdAt: deps.now(),
  });
  const event: ChatEventData = { shop_id: shopId, message_id: messageId };
  await deps.publisher.publish(chatChannel(userId), CHAT_EVENT, event);
}

/**
 * Schedules the shop's answer after the configured delay, as a job any instance of the server runs
 * (jobs/job-runner.ts); a delay of 0 turns the answers off.
 */
export async function scheduleDemoReply(
  deps: ServerDeps,
  userId: number,
  shopId: number,
  customerMessageId: number,
): Promise<void> {
  const delaySeconds = deps.config.demoReplyDelaySeconds;
  if (delaySeconds <= 0) return;
  const now = deps.now();
  const runAt = new Date(now.getTime() + delaySeconds * 1000);
  await scheduleJob(deps.db, { kind: 'demo-reply', payload: { userId, shopId, customerMessageId }, runAt, now });
}
