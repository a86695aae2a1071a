import { describe, expect, it } from 'vitest';
import { COLOR_DATA, HIGHLIGHTS, SHOP_DATA } from '../../server/db/seed/catalog-data';
import {
  ARABIC_BANNER_TITLES,
  ARABIC_COLOURS,
  ARABIC_DESCRIPTION,
  ARABIC_PRODUCTS,
  ARABIC_SHOPS,
} from '../../server/db/seed/content-ar';
import { PRODUCT_DATA } from '../../server/db/seed/products-data';
import { AD_DATA, BANNER_DATA } from '../../server/db/seed/promotions';

/**
 * server/db/seed/content-ar.ts has the Arabic of everything the seed's data files hold, and nothing more: each
 * check lists the texts at fault, so a failure names what to translate (or which key a rename left behind).
 */

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** An own entry only: a key such as `constructor` must not find something on the prototype. */
function entry<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** What is wrong with one Arabic text beside the English it translates, if anything. */
function fault(english: string, arabic: string | undefined): string | undefined {
  if (typeof arabic !== 'string') return 'missing';
  if (!arabic.trim()) return 'empty';
  if (arabic.trim() === english.trim()) return 'the English left as it is';
  if (!ARABIC_LETTER.test(arabic)) return 'no Arabic letter';
  return undefined;
}

type Pair = [where: string, english: string, arabic: string | undefined];

function faults(pairs: Pair[]): string[] {
  return pairs.flatMap(([where, english, arabic]) => {
    const found = fault(english, arabic);
    return found ? [`${where}: ${found}`] : [];
  });
}

/** Keys of an Arabic table that translate nothing the seed holds (a product or shop renamed or removed). */
function leftOver(table: Record<string, unknown>, english: string[]): string[] {
  const known = new Set(english);
  return Object.keys(table).filter((key) => !known.has(key));
}

function duplicates(texts: string[]): string[] {
  return texts.filter((text, i) => texts.indexOf(text) !== i);
}

const BANNER_TITLES = [...BANNER_DATA, ...AD_DATA].map((b) => b.title);
const COLOUR_NAMES = COLOR_DATA.map((c) => c.name);

describe('the seed content in Arabic', () => {
  it('gives every product an Arabic name and short description', () => {
    expect(PRODUCT_DATA.length).toBeGreaterThan(0);
    const pairs = PRODUCT_DATA.flatMap((p): Pair[] => {
      const arabic = entry(ARABIC_PRODUCTS, p.name);
      return [
        [`${p.name} (name)`, p.name, arabic?.name],
        [`${p.name} (short)`, p.shortDescription, arabic?.short],
      ];
    });
    expect(faults(pairs)).toEqual([]);
    expect(duplicates(Object.values(ARABIC_PRODUCTS).map((p) => p.name))).toEqual([]);
  });

  it('gives every shop an Arabic name and description', () => {
    expect(SHOP_DATA.length).toBeGreaterThan(0);
    const pairs = SHOP_DATA.flatMap((s): Pair[] => {
      const arabic = entry(ARABIC_SHOPS, s.name);
      return [
        [`${s.name} (name)`, s.name, arabic?.name],
        [`${s.name} (description)`, s.description, arabic?.description],
      ];
    });
    expect(faults(pairs)).toEqual([]);
    expect(duplicates(Object.values(ARABIC_SHOPS).map((s) => s.name))).toEqual([]);
  });

  it('translates every banner and ad title', () => {
    expect(BANNER_TITLES.length).toBeGreaterThan(0);
    expect(faults(BANNER_TITLES.map((title): Pair => [title, title, entry(ARABIC_BANNER_TITLES, title)]))).toEqual([]);
  });

  it('translates every colour', () => {
    expect(COLOUR_NAMES.length).toBeGreaterThan(0);
    expect(faults(COLOUR_NAMES.map((name): Pair => [name, name, entry(ARABIC_COLOURS, name)]))).toEqual([]);
    expect(duplicates(Object.values(ARABIC_COLOURS))).toEqual([]);
  });

  it("translates each category's highlights, bullet for bullet", () => {
    const categories = Object.keys(HIGHLIGHTS);
    expect(categories.length).toBeGreaterThan(0);
    const wrongLength = categories.flatMap((category) => {
      const english = HIGHLIGHTS[category] ?? [];
      const arabic = entry(ARABIC_DESCRIPTION.highlights, category);
      return arabic?.length === english.length
        ? []
        : [`${category}: ${arabic?.length ?? 'no'} bullets for ${english.length}`];
    });
    expect(wrongLength).toEqual([]);
    const pairs = categories.flatMap((category) =>
      (HIGHLIGHTS[category] ?? []).map(
        (bullet, i): Pair => [`${category} #${i + 1}`, bullet, entry(ARABIC_DESCRIPTION.highlights, category)?.[i]],
      ),
    );
    expect(faults(pairs)).toEqual([]);
  });

  it('keeps no Arabic entry that matches nothing seeded', () => {
    expect({
      products: leftOver(
        ARABIC_PRODUCTS,
        PRODUCT_DATA.map((p) => p.name),
      ),
      shops: leftOver(
        ARABIC_SHOPS,
        SHOP_DATA.map((s) => s.name),
      ),
      titles: leftOver(ARABIC_BANNER_TITLES, BANNER_TITLES),
      colours: leftOver(ARABIC_COLOURS, COLOUR_NAMES),
      highlights: leftOver(ARABIC_DESCRIPTION.highlights, Object.keys(HIGHLIGHTS)),
    }).toEqual({ products: [], shops: [], titles: [], colours: [], highlights: [] });
  });

  it("keeps the description templates' placeholders, and only those", () => {
    // What server/db/seed/catalog.ts `describe` puts in each part of the English description.
    const expected = {
      colours: ['{list}'],
      sizes: ['{list}'],
      byBrand: ['{brand}', '{product}', '{shop}'],
      ownSelection: ['{product}', '{shop}'],
      delivery: ['{days}'],
    };
    const found = Object.fromEntries(
      Object.keys(expected).map((part) => {
        const template = ARABIC_DESCRIPTION[part as keyof typeof expected];
        return [part, [...new Set(template.match(/\{\w+\}/g) ?? [])].sort()];
      }),
    );
    expect(found).toEqual(expected);
    const notArabic = Object.keys(expected).filter(
      (part) => !ARABIC_LETTER.test(ARABIC_DESCRIPTION[part as keyof typeof expected]),
    );
    expect(notArabic).toEqual([]);
  });
});
