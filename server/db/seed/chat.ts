/** Chat messages between customers and shops: a long conversation, a product card and unread replies. */
import type * as schema from '../schema';
import { DEMO_CHATS, DEMO_CUSTOMER, OTHER_CUSTOMER } from './facts';
import { ago, later } from './util';

type ChatRow = typeof schema.chatMessages.$inferInsert & { createdAt: Date };

/** The long conversation with Green Leaf Grocers: customer line || shop reply, 25 exchanges. */
const LONG_CHAT = `
Hi! Do you deliver to Evergreen Terrace? || Hi Sam, yes, we deliver all over Springfield every morning.
Great. What time do deliveries usually arrive? || Between 8 and 12. You get a text when the driver is 15 minutes away.
Are the Honeycrisp apples in this week? || They are, picked on Monday at Miller's orchard.
Lovely. Are they good for baking? || They hold their shape well, but for pies we like to mix in a few tarter apples.
Do you have anything tart? || Granny Smiths arrive on Thursday; I can put some aside for you.
Yes please, a kilo. || Done, they are reserved under your name until Friday.
Thank you! Is the honey raw? || Yes, raw and cold extracted, from hives about 20 miles from the shop.
Does it crystallise? || Raw honey does over time. Stand the jar in warm water and it turns runny again.
Good to know. Do you sell bread? || Not yet, but we are talking to a local bakery about starting in the spring.
Please let me know when you do! || Will do, I have made a note.
Are the eggs free range? || Pasture raised: the hens are outside most of the day.
How fresh are they usually? || Laid within three days of delivery.
Can I change the address of an order after placing it? || While it is still Pending, yes: send us a message and we update it.
OK. I might send it to my office next time. || No problem, we deliver to offices on weekdays too.
Is there a minimum order? || No minimum; delivery is a flat 5 dollars per order.
Do you have any vouchers at the moment? || Yes, FRESH10 gives 10 % off orders over 20 dollars.
I collected it, thanks! || Enjoy! It works on everything in the shop.
Can I leave a note for the driver? || Yes, there is a note field at checkout, and the driver sees it.
Perfect. The last box had a squashed tomato. || Sorry about that! We now pack tomatoes in a separate tray.
Thanks for fixing it so quickly. || Thank you for telling us; it helps us improve.
Do you stock oat milk? || Not at the moment, but it is on our list for next month.
What about gluten-free pasta? || We have a brown rice pasta coming in next week.
Great, I will check back then. || I will message you when it lands.
You have been so helpful. || Always happy to help, Sam!
Have a nice weekend! || You too! See you on Saturday's delivery.
`;

export function buildChatMessages(now: Date): (typeof schema.chatMessages.$inferInsert)[] {
  const rows: ChatRow[] = [];
  const add = (
    userId: number,
    shopId: number,
    sender: 'user' | 'shop',
    at: Date,
    message: string | null,
    extra: { productId?: number; seenByUser?: boolean; seenByShop?: boolean } = {},
  ) =>
    rows.push({
      userId,
      shopId,
      sender,
      message,
      productId: extra.productId ?? null,
      seenByUser: extra.seenByUser ?? true,
      seenByShop: extra.seenByShop ?? true,
      createdAt: at,
    });
  const D = DEMO_CUSTOMER.id;

  // 1. Long: alternating customer and shop, a few minutes apart, starting three days ago. All seen.
  const start = ago(now, { days: 3 });
  const pairs = LONG_CHAT.trim()
    .split('\n')
    .map((line) => line.split(' || ') as [string, string]);
  pairs.forEach(([question, answer], i) => {
    add(D, DEMO_CHATS.long.shopId, 'user', later(start, { minutes: i * 8 }), question);
    add(D, DEMO_CHATS.long.shopId, 'shop', later(start, { minutes: i * 8 + 3 }), answer);
  });

  // 2. With a product card: the customer shares the earbuds (product id, no text).
  const shared = ago(now, { days: 1 });
  const s = DEMO_CHATS.withProduct.shopId;
  add(D, s, 'user', shared, 'Hi, I have a question about these earbuds.');
  add(D, s, 'user', later(shared, { minutes: 1 }), null, { productId: DEMO_CHATS.withProduct.productId });
  add(D, s, 'shop', later(shared, { minutes: 6 }), 'Hi Sam! Happy to help. What would you like to know?');
  add(
    D,
    s,
    'user',
    later(shared, { minutes: 8 }),
    'Do they work with Android phones, and does the case charge wirelessly?',
  );
  add(
    D,
    s,
    'shop',
    later(shared, { minutes: 12 }),
    'Yes to both: they pair with any Bluetooth phone and the case charges on any Qi pad.',
  );
  add(D, s, 'user', later(shared, { minutes: 14 }), 'Great, thanks! Adding them to my cart.');

  // 3. Unread: the shop's last two replies are not yet seen by the customer.
  const asked = ago(now, { hours: 1 });
  const u = DEMO_CHATS.unread.shopId;
  add(D, u, 'user', asked, 'Hello, is the Linen Bed Sheet available in Queen size in Grey?');
  add(D, u, 'shop', later(asked, { minutes: 4 }), 'Hi Sam, yes, Queen in Grey is in stock.');
  add(D, u, 'user', later(asked, { minutes: 6 }), 'Does it shrink in the wash?');
  add(D, u, 'shop', later(asked, { minutes: 20 }), 'Less than 2 % at 40 °C: we pre-wash all our linen.', {
    seenByUser: false,
  });
  add(
    D,
    u,
    'shop',
    later(asked, { minutes: 21 }),
    'A matching duvet cover arrives next month, if you would like a set.',
    {
      seenByUser: false,
    },
  );

  // The other customer's conversation, with one reply they have not seen (never counted for the demo customer).
  const other = ago(now, { hours: 5 });
  add(OTHER_CUSTOMER.id, 1, 'user', other, 'Do you deliver to Toronto?');
  add(OTHER_CUSTOMER.id, 1, 'shop', later(other, { minutes: 30 }), 'Sorry, we only deliver in Springfield for now.', {
    seenByUser: false,
  });

  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row, i) => ({ id: i + 1, ...row }));
}
