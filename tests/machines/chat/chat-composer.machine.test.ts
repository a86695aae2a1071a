import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectCanSend,
  selectDraft,
  selectIsSending,
  selectSendFailure,
} from '../../../src/machines/chat/chat.selectors';
import { flush } from '../auth.fakes';
import { fakeChatServer, greenLeaf, message, startChat } from './chat.fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function chatWithGreenLeaf() {
  const chat = startChat({ server: fakeChatServer({ messages: { 1: [message(1, greenLeaf)] } }) });
  chat.send({ type: 'chat.sidebar.open', shop: greenLeaf });
  await flush();
  return chat;
}

describe('chat machine: the composer', () => {
  it('sends the typed text to the open shop, shows it, and empties the composer', async () => {
    const chat = await chatWithGreenLeaf();
    chat.send({ type: 'chat.draft.changed', text: 'Are these ripe?' });
    chat.send({ type: 'chat.send' });
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(true);
    await flush();
    expect(chat.server.calls.sent).toEqual([{ shopId: 1, text: 'Are these ripe?' }]);
    const sent = chat.context().messages.at(-1);
    expect(sent).toMatchObject({ message: 'Are these ripe?', type: 'user' });
    expect(selectDraft(chat.actor.getSnapshot())).toBe('');
    expect(chat.emitted).toEqual([{ type: 'chat.sent', message: sent }]);
  });

  it.each(['', '   ', '\n\n'])('does not send an empty message (%j)', async (text) => {
    const chat = await chatWithGreenLeaf();
    chat.send({ type: 'chat.draft.changed', text });
    expect(selectCanSend(chat.actor.getSnapshot())).toBe(false);
    chat.send({ type: 'chat.send' });
    await flush();
    expect(chat.server.calls.sent).toEqual([]);
  });

  it('sends nothing without an open shop', async () => {
    const chat = startChat();
    chat.send({ type: 'chat.draft.changed', text: 'Hello' });
    chat.send({ type: 'chat.send' });
    await flush();
    expect(chat.server.calls.sent).toEqual([]);
  });

  it('a failed send keeps the text and the failure; sending again retries it and clears both', async () => {
    const chat = await chatWithGreenLeaf();
    chat.server.fail('send');
    chat.send({ type: 'chat.draft.changed', text: 'Are these ripe?' });
    chat.send({ type: 'chat.send' });
    await flush();
    expect(selectDraft(chat.actor.getSnapshot())).toBe('Are these ripe?');
    expect(selectSendFailure(chat.actor.getSnapshot())).toEqual({ status: 500, message: 'Server Error' });
    expect(chat.context().messages).toHaveLength(1);
    expect(selectCanSend(chat.actor.getSnapshot())).toBe(true);

    chat.send({ type: 'chat.send' });
    await flush();
    expect(chat.server.calls.sent).toHaveLength(2);
    expect(selectDraft(chat.actor.getSnapshot())).toBe('');
    expect(selectSendFailure(chat.actor.getSnapshot())).toBeNull();
    expect(chat.context().messages).toHaveLength(2);
  });

  it('keeps what was typed while the message was on its way, and sends one message at a time', async () => {
    const chat = await chatWithGreenLeaf();
    chat.send({ type: 'chat.draft.changed', text: 'First' });
    chat.send({ type: 'chat.send' });
    chat.send({ type: 'chat.draft.changed', text: 'Second' });
    expect(selectCanSend(chat.actor.getSnapshot())).toBe(false);
    chat.send({ type: 'chat.send' });
    await flush();
    expect(chat.server.calls.sent).toEqual([{ shopId: 1, text: 'First' }]);
    expect(selectDraft(chat.actor.getSnapshot())).toBe('Second');
  });

  it('refreshes the shop list after a send on /massages (its last message changed)', async () => {
    const chat = await chatWithGreenLeaf();
    chat.send({ type: 'chat.page.entered' });
    await flush();
    const loads = chat.server.calls.shops.length;
    chat.send({ type: 'chat.draft.changed', text: 'Hello' });
    chat.send({ type: 'chat.send' });
    await flush();
    expect(chat.server.calls.shops).toHaveLength(loads + 1);
  });
});
