import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, createActor, fromCallback, type StateValue } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import { chatMachine } from '../../../src/machines/chat/chat.machine';
import type { ChatSnapshot } from '../../../src/machines/chat/chat.selectors';
import type {
  ChatConversation,
  ChatEvent,
  ChatInput,
  ChatMessage,
  ListenInput,
  LoadMessagesInput,
  LoadShopsInput,
  MessagesPage,
  SendMessageInput,
  ShopsPage,
  StartChatInput,
} from '../../../src/machines/chat/chat.types';
import { leavesOf, replay, restingStates, settledByPath } from '../auth.graph';
import { conversation, greenLeaf, message, realtime, shopOf } from './chat.fakes';

type GraphEvent = { type: string; output?: unknown; error?: unknown; [key: string]: unknown };
type Path = { state: ChatSnapshot; steps: { event: GraphEvent; state: ChatSnapshot }[] };

const failure = new ApiError(500, 'Server Error');
// Page 1 of 2: older messages and more shops to page through.
const messagesPage: MessagesPage = { messages: [message(2, greenLeaf), message(1, greenLeaf)], page: 1, lastPage: 2 };
const shopsPage: ShopsPage = { shops: [conversation(greenLeaf), conversation(shopOf(2))], page: 1, lastPage: 2 };

const done = (id: string, output: unknown): GraphEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): GraphEvent => ({ type: `xstate.error.actor.${id}`, error: failure });

const examples: GraphEvent[] = [
  { type: 'chat.session.started', userId: 7 },
  { type: 'chat.sidebar.open', shop: greenLeaf },
  { type: 'chat.start', shop: greenLeaf, productId: 12 },
  { type: 'chat.shop.select', shop: greenLeaf },
  { type: 'chat.shops.search', text: 'Shop' },
  { type: 'chat.shops.scrolled', fromTop: 0 },
  { type: 'chat.shops.more' },
  { type: 'chat.messages.scrolled', fromTop: 0, view: 'sidebar' },
  { type: 'chat.draft.changed', text: 'Hello' },
  done('loadMessages', messagesPage),
  failed('loadMessages'),
  done('loadShops', shopsPage),
  failed('loadShops'),
  done('loadUnreadCount', 3),
  done('sendMessage', message(3, greenLeaf, { message: 'Hello' })),
  failed('sendMessage'),
  done('startChat', conversation(greenLeaf)),
  failed('startChat'),
];

function eventsOf(snapshot: ChatSnapshot): GraphEvent[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    const matching = examples.filter((example) => example.type === type);
    return matching.length ? matching : [{ type }];
  });
}

/** States told apart by their value and the few facts their guards read; the rest of the context is data. */
function summary({ value, context }: ChatSnapshot): string {
  return JSON.stringify({
    value,
    shop: context.activeShop !== null,
    onPage: context.onMessagesPage,
    draft: context.draft !== '',
  });
}

/** The shortest generated path to each leaf state of each region. */
function pathPerLeaf(input: ChatInput, events = eventsOf): Map<string, Path> {
  const paths = getShortestPaths(chatMachine, {
    events,
    input,
    serializeState: summary,
  } as never) as unknown as Path[];
  const chosen = new Map<string, Path>();
  for (const path of paths) {
    for (const leaf of leavesOf(path.state.value as StateValue)) {
      const known = chosen.get(leaf);
      if (!known || path.steps.length < known.steps.length) chosen.set(leaf, path);
    }
  }
  return chosen;
}

describe('chat machine: generated paths', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // With a realtime key; without one only signing in differs (no live updates), so only that is explored there.
  const plans = [
    { input: { realtime }, paths: pathPerLeaf({ realtime }) },
    { input: { realtime: null }, paths: pathPerLeaf({ realtime: null }, () => [examples[0] as GraphEvent]) },
  ];

  it('reach every state it can rest in', () => {
    const reached = new Set(plans.flatMap((plan) => [...plan.paths.keys()]));
    expect([...reached].sort()).toEqual(restingStates(chatMachine));
  });

  it('replay on a real actor with fake calls, in the same state at each step', async () => {
    for (const { input, paths } of plans) {
      for (const [leaf, path] of paths) {
        const { actor, settle } = settledByPath();
        const running = createActor(
          chatMachine.provide({
            actors: {
              loadMessages: actor<MessagesPage, LoadMessagesInput>('loadMessages'),
              loadShops: actor<ShopsPage, LoadShopsInput>('loadShops'),
              loadUnreadCount: actor<number, { userId: number }>('loadUnreadCount'),
              sendMessage: actor<ChatMessage, SendMessageInput>('sendMessage'),
              startChat: actor<ChatConversation, StartChatInput>('startChat'),
              listenForMessages: fromCallback<ChatEvent, ListenInput>(() => undefined),
            },
          }),
          { input },
        ).start();
        await replay(running, path, settle, (actual, expected, event) =>
          expect(actual, `${leaf}: after ${event.type}`).toEqual(expected),
        );
        running.stop();
      }
    }
  });
});
