/**
 * What each of the seed's content photos shows (photo-scene.ts draws it): a product in its own colours, a
 * category's typical object, a shop's sign, and wide backdrops for banners, ads, flash sales and blog posts.
 * Sizes are the originals' (2000 px squares, 3000 × 1000 banners); photo-render.ts makes them.
 */
import { CATEGORY_DATA, COLOR_DATA, type Palette } from './catalog-data';
import { type ObjectKind, objectFor, objectForCategory } from './photo-objects';
import { mix, type Placed, type Scene } from './photo-scene';
import type { ProductData } from './products-data';
import { slugify } from './util';

export interface Photo {
  scene: Scene;
  /** The original's size in pixels. */
  width: number;
  height: number;
}

const NEUTRAL: Pick<Scene, 'wall' | 'floor'> = { wall: ['#f6f3ee', '#e7e1d8'], floor: ['#ddd5ca', '#c9beb0'] };
const HORIZON = 0.72;

function tinted(palette: Palette): Pick<Scene, 'wall' | 'floor'> {
  return {
    wall: [mix(palette.bg, '#ffffff', 0.3), mix(palette.bg, palette.accent, 0.25)],
    floor: [mix(palette.bg, palette.accent, 0.35), mix(palette.accent, palette.fg, 0.25)],
  };
}

function dusk(palette: Palette): Pick<Scene, 'wall' | 'floor'> {
  return {
    wall: [mix(palette.fg, '#ffffff', 0.25), palette.fg],
    floor: [mix(palette.fg, '#000000', 0.15), mix(palette.fg, '#000000', 0.45)],
  };
}

/** An object of `size` units standing on the floor of a scene `height` units high, centred at x. */
function standing(kind: ObjectKind, colour: string, trim: string, x: number, size: number, height: number): Placed {
  const floor = height * (HORIZON + 0.06);
  return { kind, colour, trim, x, y: floor - size * 0.3, size };
}

const colourCode = (name: string | undefined) => COLOR_DATA.find((c) => c.name === name)?.code;

/** A product's three photos: on a neutral sweep, close up on its category's tint, and in another light. */
export function productPhotos(data: ProductData, category: string, palette: Palette): Photo[] {
  const kind = objectFor(data.name, data.unit, category);
  const first = colourCode(data.colors[0]) ?? palette.accent;
  const second = colourCode(data.colors[1]) ?? first;
  const trim = kind === 'shoe' ? '#f5f5f4' : palette.fg;
  const photo = (scene: Omit<Scene, 'view' | 'horizon'>): Photo => ({
    scene: { view: { width: 1000, height: 1000 }, horizon: HORIZON, ...scene },
    width: 2000,
    height: 2000,
  });
  return [
    photo({ ...NEUTRAL, objects: [standing(kind, first, trim, 500, 760, 1000)] }),
    photo({ ...tinted(palette), objects: [standing(kind, first, trim, 540, 1150, 1000)] }),
    photo({ ...dusk(palette), objects: [standing(kind, second, palette.accent, 470, 640, 1000)] }),
  ];
}

function paletteOf(slug: string): Palette {
  const category = CATEGORY_DATA.find((c) => slugify(c.name) === slug) ?? CATEGORY_DATA[0];
  if (!category) throw new Error('seed photos: no categories');
  return category.palette;
}

/** A square of a category's (or sub-category's) typical object. */
export function categoryPhoto(name: string, palette: Palette, sub: boolean): Photo {
  const kind = objectForCategory(name);
  const backdrop = sub ? NEUTRAL : tinted(palette);
  return {
    scene: {
      view: { width: 1000, height: 1000 },
      horizon: HORIZON,
      ...backdrop,
      objects: [standing(kind, palette.accent, palette.fg, 500, 780, 1000)],
    },
    width: 2000,
    height: 2000,
  };
}

/** A shop's sign: its trade's object on a round plate in the shop's colours. */
export function shopLogoPhoto(paletteSlug: string): Photo {
  const palette = paletteOf(paletteSlug);
  const category = CATEGORY_DATA.find((c) => slugify(c.name) === paletteSlug)?.name ?? '';
  const kind = objectForCategory(category);
  return {
    scene: {
      view: { width: 1000, height: 1000 },
      horizon: 0.98,
      ...dusk(palette),
      plate: palette.bg,
      objects: [{ kind, colour: palette.accent, trim: palette.fg, x: 500, y: 470, size: 640 }],
    },
    width: 2000,
    height: 2000,
  };
}

/** Kinds for a wide shot of a category: its sub-categories' objects. */
function kindsOf(paletteSlug: string, count: number): ObjectKind[] {
  const category = CATEGORY_DATA.find((c) => slugify(c.name) === paletteSlug);
  const kinds = (category?.subCategories ?? []).map(objectForCategory);
  const unique = [...new Set(kinds.length > 0 ? kinds : ['box' as ObjectKind])];
  return Array.from({ length: count }, (_, i) => unique[i % unique.length] as ObjectKind);
}

/**
 * A wide backdrop: a few objects grouped towards the end side, leaving the rest calm for the live title the
 * storefront draws over it.
 */
function wide(
  width: number,
  height: number,
  kinds: ObjectKind[],
  palette: Palette,
  colours: string[],
  backdrop = tinted(palette),
): Photo {
  const view = { width: 3 * (width / height) * 1000, height: 3000 };
  const size = Math.min(view.height * 0.95, ((view.width * 0.42) / kinds.length) * 1.9);
  const start = view.width * 0.5;
  const step = (view.width * 0.9 - size * 0.3 - start) / Math.max(1, kinds.length - 1);
  const objects = kinds.map((kind, i) =>
    standing(kind, colours[i % colours.length] ?? palette.accent, palette.fg, start + i * step, size, view.height),
  );
  return { scene: { view, horizon: HORIZON, ...backdrop, objects }, width, height };
}

export function bannerPhoto(paletteSlug: string): Photo {
  const palette = paletteOf(paletteSlug);
  return wide(3000, 1000, kindsOf(paletteSlug, 3), palette, [palette.accent, palette.fg, '#ffffff']);
}

export function adPhoto(paletteSlug: string): Photo {
  const palette = paletteOf(paletteSlug);
  return wide(2400, 1200, kindsOf(paletteSlug, 2), palette, [palette.accent, '#ffffff']);
}

export function shopCoverPhoto(paletteSlug: string): Photo {
  const palette = paletteOf(paletteSlug);
  return wide(3200, 800, kindsOf(paletteSlug, 3), palette, [palette.accent, '#ffffff', palette.fg]);
}

const SALE: Palette = { bg: '#ffedd5', accent: '#f97316', fg: '#7c2d12' };

/** A flash sale's picture: the sale's first products' objects on a warm sweep. */
export function flashSalePhoto(kinds: ObjectKind[]): Photo {
  const colours = ['#fde68a', '#ffffff', '#fb923c'];
  return wide(2400, 1200, kinds, SALE, colours, {
    wall: ['#fed7aa', '#fb923c'],
    floor: ['#f97316', '#9a3412'],
  });
}

/** A blog post's cover: objects its tags suggest. */
export function blogPhoto(tags: string[]): Photo {
  const topic = (tag: string) => tags.includes(tag);
  const [slug, kinds]: [string, ObjectKind[]] = topic('audio')
    ? ['electronics', ['headphones', 'device']]
    : topic('seasonal')
      ? ['groceries', ['fruit', 'fruit', 'fruit']]
      : topic('interiors')
        ? ['home-living', ['lamp', 'chair', 'textile']]
        : ['groceries', ['jar', 'bottle', 'fruit']];
  const palette = paletteOf(slug);
  const colours = topic('seasonal') ? ['#dc2626', '#facc15', '#16a34a'] : [palette.accent, palette.fg, '#ffffff'];
  return wide(2400, 1350, kinds, palette, colours, NEUTRAL);
}
