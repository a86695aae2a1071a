/** Four blog posts with simple, safe HTML bodies. */
import type * as schema from '../schema';
import { BLOG_SLUGS } from './facts';
import { ago } from './util';

interface BlogData {
  title: string;
  author: string;
  tags: string[];
  daysAgo: number;
  views: number;
  short: string;
  body: string;
}

const BLOG_DATA: BlogData[] = [
  {
    title: 'Ten pantry staples that make weeknight cooking easy',
    author: 'Maya Green',
    tags: ['groceries', 'cooking', 'tips'],
    daysAgo: 3,
    views: 412,
    short: 'Keep these ten basics in your cupboard and dinner is never more than twenty minutes away.',
    body: `<p>A well-stocked pantry is the quiet hero of a busy week. With a handful of good basics you can turn whatever is in the fridge into a proper meal.</p>
<h2>The list</h2>
<ul><li><strong>Extra virgin olive oil</strong> for cooking and finishing.</li><li><strong>Pasta</strong>, ideally bronze-cut so the sauce clings.</li><li><strong>Tinned tomatoes</strong> and a jar of passata.</li><li><strong>Rice</strong>: one long-grain, one risotto.</li><li><strong>Dried lentils</strong> and a tin of chickpeas.</li><li><strong>Honey</strong> for dressings and glazes.</li><li><strong>Stock cubes</strong> or bouillon powder.</li><li><strong>Garlic and onions</strong>, kept cool and dark.</li><li><strong>Spices</strong>: cumin, smoked paprika and chilli flakes.</li><li><strong>Vinegar</strong> to brighten almost anything.</li></ul>
<p>Buy the oil and honey from a producer you trust; they make the biggest difference to flavour.</p>`,
  },
  {
    title: 'How to choose noise-cancelling headphones',
    author: 'Alex Chen',
    tags: ['electronics', 'audio', 'buying guide'],
    daysAgo: 12,
    views: 1288,
    short: 'Over-ear or in-ear, battery life, codecs and comfort: what actually matters when you buy.',
    body: `<p>Active noise cancelling has become common, but not all headphones do it equally well. Here is what our team looks for when we test a pair.</p>
<h2>Fit comes first</h2>
<p>No amount of electronics can fix a poor seal. Over-ear cups should surround your ears without pressing; earbuds should come with at least three tip sizes.</p>
<h2>What to compare</h2>
<ul><li><strong>Battery life</strong> with cancelling switched on, not off.</li><li><strong>Multipoint pairing</strong> if you switch between a laptop and a phone.</li><li><strong>Call quality</strong> in a windy street.</li><li><strong>Controls</strong> you can use without looking.</li></ul>
<p>Our advice: try them on a long commute before the return window closes.</p>`,
  },
  {
    title: 'A guide to seasonal fruit',
    author: 'Maya Green',
    tags: ['groceries', 'seasonal', 'health'],
    daysAgo: 25,
    views: 655,
    short: 'Fruit tastes best, and costs least, in season. Here is what to look for month by month.',
    body: `<p>Seasonal fruit travels less, ripens on the plant and simply tastes better. It is usually cheaper too.</p>
<h2>Through the year</h2>
<ul><li><strong>Spring</strong>: rhubarb, early strawberries and citrus from the south.</li><li><strong>Summer</strong>: cherries, apricots, berries and the first peaches.</li><li><strong>Autumn</strong>: apples, pears, plums and figs.</li><li><strong>Winter</strong>: clementines, blood oranges and stored apples.</li></ul>
<p>Store stone fruit at room temperature until ripe, then move it to the fridge for a couple of days at most.</p>`,
  },
  {
    title: 'Small-space living: five ideas that make a big difference',
    author: 'Ingrid Holm',
    tags: ['home', 'interiors', 'tips'],
    daysAgo: 40,
    views: 903,
    short: 'Light, storage and a few well-chosen pieces can make a small flat feel calm and open.',
    body: `<p>Living in a small space is less about owning less and more about choosing well. These five ideas work in almost any room.</p>
<ul><li><strong>Float your storage.</strong> Wall shelves keep the floor clear and the room feeling larger.</li><li><strong>Layer your light.</strong> A pendant, a table lamp and a reading light beat one bright ceiling bulb.</li><li><strong>Pick pieces that do two jobs</strong>, like a side table with a shelf.</li><li><strong>Stick to a short palette</strong> of natural materials: oak, linen, wool.</li><li><strong>Leave some space empty.</strong> It is what makes the rest feel calm.</li></ul>
<p>Start with one corner and live with it for a week before changing the next.</p>`,
  },
];

export function buildBlogs(now: Date): (typeof schema.blogs.$inferInsert)[] {
  return BLOG_DATA.map((blog, i) => {
    const slug = BLOG_SLUGS[i];
    if (!slug) throw new Error('seed blogs: a post has no slug in facts.ts');
    return {
      id: i + 1,
      title: blog.title,
      slug,
      thumbnail: `/media/blogs/${slug}.jpg`,
      shortDescription: blog.short,
      description: blog.body.replace(/\n/g, ''),
      author: blog.author,
      tags: blog.tags,
      views: blog.views,
      createdAt: ago(now, { days: blog.daysAgo, hours: 2 }),
    };
  });
}

/** Tags by slug: what images.ts puts on a post's cover. */
export const BLOG_TAGS = new Map(BLOG_DATA.map((b, i) => [BLOG_SLUGS[i] ?? '', b.tags]));
