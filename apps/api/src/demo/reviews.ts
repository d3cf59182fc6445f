// Demo reviews: two to four per product by different customers, mostly warm, written after the product appeared.
import type { Random } from './random.ts';

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Absolutely love it. The quality is even better than the photos suggest.',
    'Perfect in every way, I have already had so many compliments.',
    'Beautifully made and arrived wrapped like a gift. Will order again.',
    'Exactly what I was looking for. Elegant and easy to wear.',
    'Stunning. Worth every cent and then some.',
    'My new favourite piece. The colour is gorgeous in daylight.',
  ],
  4: [
    'Lovely piece, very well finished. Delivery took a day longer than expected.',
    'Really pretty and good value. I would have liked one more colour option.',
    'Great quality and true to the description. Very happy overall.',
    'Elegant and comfortable. Slightly different shade than on my screen, but I like it.',
  ],
  3: [
    'Nice, but not quite as luxurious as I hoped for the price.',
    'Good overall. The fit was a little off for me.',
    'Pretty, though the packaging could be better.',
  ],
  2: ['Not for me. The colour was duller than I expected.', 'Decent idea, but the finish feels a bit cheap.'],
  1: ['Disappointed: it did not look like the picture at all.'],
};

export interface DemoReview {
  productIndex: number;
  reviewerIndex: number;
  rating: number;
  comment: string;
  createdAt: Date;
}

function rating(random: Random): number {
  const roll = random.next();
  if (roll < 0.45) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.93) return 3;
  if (roll < 0.98) return 2;
  return 1;
}

export function demoReviews(random: Random, productDates: readonly Date[], reviewerCount: number, now: Date): DemoReview[] {
  const reviewerIndexes = Array.from({ length: reviewerCount }, (_, i) => i);
  return productDates.flatMap((listedAt, productIndex) =>
    random.sample(reviewerIndexes, random.int(2, Math.min(4, reviewerCount))).map((reviewerIndex) => {
      const stars = rating(random);
      const sinceListedMs = now.getTime() - listedAt.getTime();
      return {
        productIndex,
        reviewerIndex,
        rating: stars,
        comment: random.pick(COMMENTS[stars] ?? []),
        createdAt: new Date(listedAt.getTime() + sinceListedMs * (0.1 + 0.85 * random.next())),
      };
    }),
  );
}
