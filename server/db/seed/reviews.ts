/** The reviewer accounts (ids 3+), their product reviews, and the ratings derived from all reviews. */
import type * as schema from '../schema';
import type { Catalog } from './catalog';
import { REVIEWERS, ratingFromReviews } from './facts';
import { ago, seededRandom } from './util';

export type UserRow = typeof schema.users.$inferInsert & { id: number };
export type ReviewRow = typeof schema.reviews.$inferInsert & { id: number; rating: number };

const TEXTS: Record<number, string[]> = {
  5: [
    'Exactly as described and arrived a day early. Would buy again.',
    'Excellent quality for the price. Already ordered a second one as a gift.',
    'Love it! Well made and the shop answered my questions quickly.',
    'Five stars. Packaging was careful and everything was perfect.',
    'Better than I expected, you can tell real care went into this.',
  ],
  4: [
    'Very good overall, only wish it came in more options.',
    'Good quality and fast delivery. Took off one star for the packaging.',
    'Does the job well. Slightly smaller than I imagined from the photos.',
    'Happy with it. The price with the discount made it a great deal.',
  ],
  3: [
    'It is fine. Nothing special, but nothing wrong either.',
    'Decent, though delivery took longer than promised.',
    'Average quality for the price; works as expected.',
  ],
  2: ['Not great. It works, but the finish feels cheap.', 'Arrived later than promised and the box was dented.'],
  1: ['Disappointed: it stopped working after a week. The shop did offer a refund.'],
};

/** Star ratings weighted towards happy customers, as on a real marketplace. */
const WEIGHTED_STARS = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 1];

function avatar(id: number): string {
  return `/media/users/${id}.svg`;
}

export function buildReviewers(now: Date, passwordHash: string): UserRow[] {
  return REVIEWERS.map((reviewer, index) => ({
    id: reviewer.id,
    name: reviewer.name,
    email: reviewer.email,
    phone: `55501000${pad2(reviewer.id)}`,
    phoneCode: '+1',
    country: 'United States',
    passwordHash,
    profilePhoto: avatar(reviewer.id),
    gender: index % 2 === 0 ? 'female' : 'male',
    dateOfBirth: null,
    isVerified: true,
    lastSeenAt: ago(now, { days: index + 1 }),
    createdAt: ago(now, { days: 400 - index * 30 }),
  }));
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Reviews by the reviewer accounts: most products get 1..6, some none. Ids start at 1. */
export function buildReviews(catalog: Catalog, now: Date): ReviewRow[] {
  const random = seededRandom('reviews');
  const reviews: ReviewRow[] = [];
  for (const product of catalog.products) {
    const count = random.chance(0.12) ? 0 : random.int(1, REVIEWERS.length);
    const ageDays = Math.max(2, Math.floor((now.getTime() - (product.createdAt as Date).getTime()) / 86_400_000));
    for (const reviewer of random.sample(REVIEWERS, count)) {
      const rating = random.pick(WEIGHTED_STARS);
      reviews.push({
        id: reviews.length + 1,
        productId: product.id,
        userId: reviewer.id,
        orderId: null,
        rating,
        description: random.pick(TEXTS[rating] ?? []),
        createdAt: ago(now, { days: random.int(1, ageDays - 1), hours: random.int(0, 23), minutes: random.int(0, 59) }),
      });
    }
  }
  return reviews;
}

/** Sets each product's rating and total_reviews, and each shop's rating, from all the reviews. */
export function applyRatings(catalog: Catalog, reviews: readonly ReviewRow[]): void {
  const byProduct = new Map<number, number[]>();
  for (const review of reviews) {
    const list = byProduct.get(review.productId) ?? [];
    list.push(review.rating);
    byProduct.set(review.productId, list);
  }
  for (const product of catalog.products) {
    const ratings = byProduct.get(product.id) ?? [];
    product.rating = ratingFromReviews(ratings);
    product.totalReviews = ratings.length;
  }
  for (const shop of catalog.shops) {
    const ratings = catalog.products.filter((p) => p.shopId === shop.id).flatMap((p) => byProduct.get(p.id) ?? []);
    shop.rating = ratingFromReviews(ratings);
  }
}
