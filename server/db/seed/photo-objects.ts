/**
 * The objects the seed's product shots show, one simple silhouette per kind, drawn in a 1000 × 1000 box standing
 * on the floor at y = 800. Each takes the ids of its materials (photo-scene.ts defines them in the object's
 * colour): `cyl` is shaded like a cylinder lit from the left, `flat` like a face lit from above, `dark` and
 * `light` are the colour's shadow and highlight.
 */

export interface Material {
  cyl: string;
  flat: string;
  dark: string;
  light: string;
  /** A second colour: a cap, a label, a sole. */
  trim: string;
}

export const OBJECT_KINDS = [
  'fruit',
  'jar',
  'bottle',
  'carton',
  'box',
  'headphones',
  'speaker',
  'device',
  'keyboard',
  'lamp',
  'chair',
  'table',
  'textile',
  'bowl',
  'garment',
  'bag',
  'shoe',
  'dumbbell',
  'tent',
  'wheel',
  'ball',
  'blocks',
  'book',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

const fill = (id: string) => `fill="url(#${id})"`;

/** A soft highlight stripe, the reflection of the key light. */
const gloss = (d: string) => `<path d="${d}" fill="#ffffff" opacity=".28"/>`;

const DRAW: Record<ObjectKind, (m: Material) => string> = {
  fruit: (m) =>
    `<path d="M500 430 C610 370 760 420 760 580 C760 730 640 810 500 800 C360 810 240 730 240 580 C240 420 390 370 500 430Z" ${fill(m.cyl)}/>` +
    `<path d="M500 430 C505 380 520 350 545 330" stroke="#5b3a1e" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M530 360 C580 320 640 330 660 350 C620 390 570 390 530 360Z" fill="#4d7c0f"/>` +
    gloss('M320 520 C330 470 370 440 410 440 C380 480 360 520 350 580Z'),
  jar: (m) =>
    `<rect x="330" y="440" width="340" height="360" rx="60" ${fill(m.cyl)}/>` +
    `<rect x="350" y="370" width="300" height="90" rx="18" fill="${m.trim}"/>` +
    `<rect x="330" y="540" width="340" height="150" fill="${m.light}" opacity=".85"/>` +
    gloss('M360 470 h40 v300 h-40Z'),
  bottle: (m) =>
    `<path d="M440 250 h120 v110 C560 400 650 420 650 500 V770 C650 790 630 800 610 800 H390 C370 800 350 790 350 770 V500 C350 420 440 400 440 360Z" ${fill(m.cyl)}/>` +
    `<rect x="430" y="200" width="140" height="70" rx="12" fill="${m.trim}"/>` +
    `<rect x="350" y="560" width="300" height="140" fill="${m.light}" opacity=".85"/>` +
    gloss('M380 500 h36 v260 h-36Z'),
  carton: (m) =>
    `<path d="M340 420 L500 360 L660 420 L660 800 L340 800Z" ${fill(m.flat)}/>` +
    `<path d="M500 360 L500 800 L660 800 L660 420Z" fill="${m.dark}" opacity=".35"/>` +
    `<path d="M360 300 L500 250 L640 300 L660 420 L500 360 L340 420Z" fill="${m.light}"/>` +
    `<rect x="370" y="520" width="110" height="160" fill="${m.trim}" opacity=".8"/>`,
  box: (m) =>
    `<path d="M280 480 L500 400 L720 480 L720 790 L500 800 L280 790Z" ${fill(m.flat)}/>` +
    `<path d="M500 400 L720 480 L720 790 L500 800Z" fill="${m.dark}" opacity=".3"/>` +
    `<path d="M280 480 L500 400 L720 480 L500 560Z" fill="${m.light}"/>` +
    `<path d="M500 560 L500 800" stroke="${m.trim}" stroke-width="36"/>`,
  headphones: (m) =>
    `<path d="M300 620 C300 330 700 330 700 620" stroke="${m.dark}" stroke-width="46" fill="none"/>` +
    `<path d="M300 620 C300 360 700 360 700 620" stroke="${m.trim}" stroke-width="14" fill="none" opacity=".6"/>` +
    `<rect x="240" y="560" width="130" height="230" rx="60" ${fill(m.cyl)}/>` +
    `<rect x="630" y="560" width="130" height="230" rx="60" ${fill(m.cyl)}/>` +
    gloss('M262 600 h24 v150 h-24Z'),
  speaker: (m) =>
    `<rect x="300" y="380" width="400" height="420" rx="110" ${fill(m.cyl)}/>` +
    `<circle cx="500" cy="590" r="120" fill="${m.dark}"/><circle cx="500" cy="590" r="50" fill="${m.trim}"/>` +
    gloss('M330 440 h40 v300 h-40Z'),
  device: (m) =>
    `<rect x="360" y="260" width="280" height="540" rx="44" ${fill(m.flat)}/>` +
    `<rect x="384" y="300" width="232" height="450" rx="22" fill="${m.dark}"/>` +
    `<path d="M384 300 L616 300 L384 620Z" fill="#ffffff" opacity=".12"/>`,
  keyboard: (m) =>
    `<path d="M180 640 L820 640 L860 780 L140 780Z" ${fill(m.flat)}/>` +
    Array.from({ length: 4 }, (_, row) =>
      Array.from(
        { length: 12 },
        (_, col) =>
          `<rect x="${200 + col * 52 - row * 8}" y="${655 + row * 30}" width="40" height="22" rx="5" fill="${row === 3 && col > 3 && col < 9 ? m.trim : m.dark}"/>`,
      ).join(''),
    ).join(''),
  lamp: (m) =>
    `<path d="M380 300 L620 300 L690 470 L310 470Z" ${fill(m.cyl)}/>` +
    `<rect x="488" y="470" width="24" height="290" fill="${m.dark}"/>` +
    `<ellipse cx="500" cy="780" rx="130" ry="28" fill="${m.trim}"/>` +
    `<ellipse cx="500" cy="470" rx="190" ry="14" fill="#fff7d6" opacity=".9"/>`,
  chair: (m) =>
    `<path d="M330 250 C330 220 670 220 670 250 L660 560 L340 560Z" ${fill(m.flat)}/>` +
    `<path d="M300 540 L700 540 C720 540 730 560 720 600 L280 600 C270 560 280 540 300 540Z" fill="${m.light}"/>` +
    `<path d="M320 600 L300 800 M680 600 L700 800 M420 600 L410 760 M580 600 L590 760" stroke="${m.trim}" stroke-width="22" stroke-linecap="round"/>`,
  table: (m) =>
    `<ellipse cx="500" cy="470" rx="260" ry="50" fill="${m.light}"/>` +
    `<path d="M240 470 C240 500 760 500 760 470 L760 490 C760 530 240 530 240 490Z" ${fill(m.cyl)}/>` +
    `<path d="M320 510 L300 800 M680 510 L700 800 M500 520 L500 780" stroke="${m.dark}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M330 660 L670 660" stroke="${m.dark}" stroke-width="16"/>`,
  textile: (m) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${270 + i * 10}" y="${690 - i * 110}" width="${460 - i * 20}" height="110" rx="40" ${i === 1 ? `fill="${m.trim}"` : fill(m.flat)}/>` +
          `<path d="M${300 + i * 10} ${730 - i * 110} H${700 - i * 10}" stroke="${m.dark}" stroke-width="6" opacity=".35"/>`,
      )
      .join(''),
  bowl: (m) =>
    `<ellipse cx="500" cy="770" rx="300" ry="40" fill="${m.trim}"/>` +
    `<path d="M260 560 C260 760 740 760 740 560Z" ${fill(m.cyl)}/>` +
    `<ellipse cx="500" cy="560" rx="240" ry="50" fill="${m.dark}"/>` +
    `<ellipse cx="500" cy="556" rx="226" ry="40" fill="${m.light}" opacity=".6"/>`,
  garment: (m) =>
    `<path d="M400 240 L340 260 L200 380 L270 470 L340 420 L340 800 L660 800 L660 420 L730 470 L800 380 L660 260 L600 240 C580 290 420 290 400 240Z" ${fill(m.flat)}/>` +
    `<path d="M400 240 C420 290 580 290 600 240" stroke="${m.dark}" stroke-width="14" fill="none"/>` +
    `<path d="M500 300 V800" stroke="${m.dark}" stroke-width="4" opacity=".3"/>`,
  bag: (m) =>
    `<path d="M400 440 C400 260 600 260 600 440" stroke="${m.trim}" stroke-width="30" fill="none"/>` +
    `<path d="M290 440 L710 440 L750 800 L250 800Z" ${fill(m.flat)}/>` +
    `<rect x="440" y="520" width="120" height="70" rx="10" fill="${m.trim}"/>`,
  shoe: (m) =>
    `<path d="M200 760 L200 640 C200 600 250 560 300 560 L420 560 C470 600 540 620 620 640 C720 660 800 690 800 740 L800 760Z" ${fill(m.flat)}/>` +
    `<path d="M190 760 L810 760 L810 790 C810 800 800 805 790 805 L210 805 C200 805 190 800 190 790Z" fill="${m.trim}"/>` +
    `<path d="M430 590 L470 610 M470 600 L510 620 M510 612 L550 632" stroke="${m.light}" stroke-width="12" stroke-linecap="round"/>`,
  dumbbell: (m) =>
    `<rect x="330" y="660" width="340" height="36" rx="14" fill="${m.trim}"/>` +
    `<rect x="240" y="560" width="110" height="240" rx="30" ${fill(m.cyl)}/>` +
    `<rect x="650" y="560" width="110" height="240" rx="30" ${fill(m.cyl)}/>`,
  tent: (m) =>
    `<path d="M180 800 L500 330 L820 800Z" ${fill(m.flat)}/>` +
    `<path d="M500 330 L820 800 L640 800Z" fill="${m.dark}" opacity=".35"/>` +
    `<path d="M440 800 L500 560 L560 800Z" fill="${m.dark}"/>` +
    `<path d="M500 330 L500 290" stroke="${m.trim}" stroke-width="10"/>`,
  wheel: (m) =>
    `<circle cx="340" cy="640" r="150" fill="none" stroke="${m.dark}" stroke-width="26"/>` +
    `<circle cx="680" cy="640" r="150" fill="none" stroke="${m.dark}" stroke-width="26"/>` +
    `<path d="M340 640 L460 470 L620 470 L680 640 M460 470 L520 640 L340 640 M520 640 L620 470" stroke="url(#${m.cyl})" stroke-width="24" fill="none" stroke-linejoin="round"/>` +
    `<path d="M440 440 L500 440 M600 440 L640 420" stroke="${m.trim}" stroke-width="20" stroke-linecap="round"/>`,
  ball: (m) =>
    `<circle cx="500" cy="600" r="200" ${fill(m.cyl)}/>` +
    `<path d="M300 600 C400 540 600 540 700 600 M500 400 C440 500 440 700 500 800" stroke="${m.trim}" stroke-width="18" fill="none"/>` +
    gloss('M380 480 C400 450 440 430 470 430 C440 460 420 490 410 530Z'),
  blocks: (m) =>
    `<rect x="260" y="620" width="180" height="180" rx="14" ${fill(m.flat)}/>` +
    `<rect x="460" y="620" width="180" height="180" rx="14" fill="${m.trim}"/>` +
    `<rect x="360" y="440" width="180" height="180" rx="14" fill="${m.light}"/>` +
    `<circle cx="720" cy="740" r="60" fill="${m.dark}"/>`,
  book: (m) =>
    `<path d="M300 300 L680 300 L680 800 L300 800Z" ${fill(m.flat)}/>` +
    `<rect x="300" y="300" width="40" height="500" fill="${m.dark}"/>` +
    `<path d="M680 310 L710 330 L710 790 L680 800Z" fill="#f5f5f4"/>` +
    `<rect x="400" y="420" width="200" height="90" rx="8" fill="${m.trim}" opacity=".85"/>`,
};

export function drawObject(kind: ObjectKind, material: Material): string {
  return DRAW[kind](material);
}

const BY_WORD: [RegExp, ObjectKind][] = [
  [/headphone|earbud/i, 'headphones'],
  [/speaker|diffuser/i, 'speaker'],
  [/keyboard/i, 'keyboard'],
  [/mouse|charger|power bank|plug|cable|headlamp|light set/i, 'device'],
  [/lamp/i, 'lamp'],
  [/chair/i, 'chair'],
  [/table|shelf/i, 'table'],
  [/sheet|duvet|throw|blanket|sleeping bag|swaddle|yoga mat/i, 'textile'],
  [/dinner set|skillet|feeding set|bowl/i, 'bowl'],
  [/jars?\b|cream|mask|honey|yogurt/i, 'jar'],
  [/eggs|tea|markers|lunch box|science kit/i, 'box'],
  [/bag|wallet|backpack/i, 'bag'],
  [/beanie|dress|cardigan|jeans|blouse|shirt|trousers|sweater|jacket|shorts|bodysuit|t-shirt/i, 'garment'],
  [/sneaker|shoe|boot|sandal|slide/i, 'shoe'],
  [/dumbbell|resistance band/i, 'dumbbell'],
  [/tent/i, 'tent'],
  [/helmet|ball/i, 'ball'],
  [/stacker|tiles|bear/i, 'blocks'],
  [/sketchbook|notebook/i, 'book'],
  [/brush/i, 'device'],
];

const BY_UNIT: Record<string, ObjectKind> = { bottle: 'bottle', jar: 'jar', box: 'box', kg: 'fruit', pack: 'carton' };

const BY_CATEGORY: Record<string, ObjectKind> = {
  Groceries: 'fruit',
  Electronics: 'device',
  'Home & Living': 'chair',
  Fashion: 'garment',
  Shoes: 'shoe',
  'Beauty & Health': 'bottle',
  'Sports & Outdoors': 'tent',
  'Toys & Kids': 'blocks',
};

/** The object a product's photo shows: by a word of its name, else by its unit, else by its category. */
export function objectFor(name: string, unit: string, category: string): ObjectKind {
  for (const [pattern, kind] of BY_WORD) if (pattern.test(name)) return kind;
  return BY_UNIT[unit] ?? BY_CATEGORY[category] ?? 'box';
}

/** The object a category's or sub-category's picture shows. */
export function objectForCategory(name: string): ObjectKind {
  const special: Record<string, ObjectKind> = {
    'Fruit & Vegetables': 'fruit',
    Pantry: 'jar',
    'Dairy & Eggs': 'carton',
    Beverages: 'bottle',
    Audio: 'headphones',
    'Phones & Accessories': 'device',
    Computers: 'keyboard',
    'Smart Home': 'speaker',
    Furniture: 'chair',
    Lighting: 'lamp',
    Bedding: 'textile',
    'Kitchen & Dining': 'bowl',
    "Women's Clothing": 'garment',
    "Men's Clothing": 'garment',
    'Bags & Accessories': 'bag',
    Sneakers: 'shoe',
    Boots: 'shoe',
    Sandals: 'shoe',
    Skincare: 'bottle',
    'Hair Care': 'jar',
    Wellness: 'box',
    Fitness: 'dumbbell',
    Camping: 'tent',
    Cycling: 'wheel',
    Toys: 'blocks',
    'Baby Care': 'textile',
    'School Supplies': 'book',
    Electronics: 'headphones',
  };
  return special[name] ?? BY_CATEGORY[name] ?? 'box';
}
