/** The legal and about pages, in simple, safe HTML. */
import type * as schema from '../schema';
import { RETURN_WINDOW_DAYS } from './facts';
import { APP_NAME } from './settings';

const CONTACT = 'support@storefront-market.example.com';

const PAGES: { slug: string; title: string; html: string }[] = [
  {
    slug: 'terms-and-conditions',
    title: 'Terms & Conditions',
    html: `<p>These terms apply whenever you browse or buy on ${APP_NAME}. By placing an order you agree to them.</p>
<h2>1. Who you buy from</h2>
<p>${APP_NAME} is a marketplace: each product is sold and shipped by the independent shop named on its page. Your contract of sale is with that shop; we run the platform, take payment on the shop's behalf and help if something goes wrong.</p>
<h2>2. Your account</h2>
<ul><li>Keep your password private; you are responsible for orders placed from your account.</li><li>Give a correct e-mail address and phone number so shops can reach you about deliveries.</li><li>We may suspend accounts used for fraud or abuse.</li></ul>
<h2>3. Prices and payment</h2>
<p>Prices include VAT where it applies and are shown in US dollars; other currencies are estimates. Delivery charges are shown per shop at checkout. You can pay online by card or PayPal, or in cash on delivery where the shop offers it.</p>
<h2>4. Orders and cancellations</h2>
<p>An order is confirmed when the shop accepts it. You can cancel an order free of charge while it is still <strong>Pending</strong>.</p>
<h2>5. Returns</h2>
<p>See our <a href="/return-policy">Return Policy</a>.</p>
<h2>6. Contact</h2>
<p>Questions about these terms: <a href="mailto:${CONTACT}">${CONTACT}</a>.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    html: `<p>This policy explains what personal data ${APP_NAME} collects, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul><li><strong>Account data</strong>: your name, e-mail, phone number and country.</li><li><strong>Order data</strong>: delivery addresses, items bought and payment status. We never store full card numbers; payments are handled by our payment providers.</li><li><strong>Messages</strong> you exchange with shops and with our support team.</li></ul>
<h2>Why we use it</h2>
<p>To run your account, deliver your orders, prevent fraud and, if you agree, send you offers. Shops only receive the data they need to fulfil your order.</p>
<h2>How long we keep it</h2>
<p>Order records are kept for seven years for tax purposes; other data is deleted two years after your last activity or when you close your account.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, correct it or have it deleted by writing to <a href="mailto:${CONTACT}">${CONTACT}</a>.</p>`,
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    html: `<p>Changed your mind? Most items can be returned within <strong>${RETURN_WINDOW_DAYS} days of delivery</strong>.</p>
<h2>How to return</h2>
<ul><li>Open <strong>Order History</strong>, choose the delivered order and select <strong>Return</strong>.</li><li>Pick the products to return, tell us why, and give the bank account for your refund.</li><li>The shop reviews the request, usually within two working days, and sends return instructions.</li></ul>
<h2>What can be returned</h2>
<p>Items must be unused and in their original packaging. Fresh food, opened beauty products and personalised items cannot be returned unless they arrived damaged or faulty.</p>
<h2>Refunds</h2>
<p>Once the shop receives the item, the refund is sent to your bank account within five working days. Delivery charges are refunded when the item was faulty or not as described.</p>`,
  },
  {
    slug: 'about-us',
    title: 'About Us',
    html: `<p>${APP_NAME} brings independent shops together in one place, so you can fill one basket from the grocer, the furniture maker and the electronics specialist down the road.</p>
<h2>Our idea</h2>
<p>We started in 2021 with three shops in Springfield. Today more than a hundred independent sellers use the market to reach customers across the country, while keeping their own names, prices and ways of working.</p>
<h2>What we promise</h2>
<ul><li><strong>Real shops</strong>: every seller is checked before they can list a product.</li><li><strong>Fair fees</strong>, so shops can keep their prices honest.</li><li><strong>Help when you need it</strong>: our support team answers every ticket within one working day.</li></ul>
<p>Want to sell with us? <a href="/shop/register">Become a seller</a>.</p>`,
  },
];

export function buildLegalPages(): (typeof schema.legalPages.$inferInsert)[] {
  return PAGES.map((page) => ({ slug: page.slug, title: page.title, description: page.html.replace(/\n/g, '') }));
}
