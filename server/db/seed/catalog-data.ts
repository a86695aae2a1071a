/** The demo marketplace's shops, categories and lookup lists (brands, colours, sizes, units), as plain data. */

export interface Palette {
  /** Light background */
  bg: string;
  /** Mid accent */
  accent: string;
  /** Dark foreground */
  fg: string;
}

export interface ShopData {
  name: string;
  tagline: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  isOnline: boolean;
  /** Days before now the shop joined. */
  joinedDaysAgo: number;
  /** Category slug whose palette the shop's images use. */
  palette: string;
}

/** Ids 1..8 in this order (see SHOPS in facts.ts). */
export const SHOP_DATA: ShopData[] = [
  {
    name: 'Green Leaf Grocers',
    tagline: 'Fresh from local farms',
    description:
      'A family-run grocer bringing seasonal fruit, vegetables and pantry staples from farms within 100 miles.',
    address: '12 Orchard Lane, Springfield, IL 62704, United States',
    phone: '+1 555 010 1001',
    email: 'hello@greenleaf.example.com',
    isOnline: true,
    joinedDaysAgo: 720,
    palette: 'groceries',
  },
  {
    name: 'Nordic Home',
    tagline: 'Calm, natural interiors',
    description: 'Furniture, lighting and linens in oak, wool and linen, designed to last and easy to live with.',
    address: '48 Harbor Street, Portland, OR 97205, United States',
    phone: '+1 555 010 1002',
    email: 'studio@nordichome.example.com',
    isOnline: false,
    joinedDaysAgo: 540,
    palette: 'home-living',
  },
  {
    name: 'Volt Electronics',
    tagline: 'Gadgets that just work',
    description: 'Headphones, chargers, keyboards and smart-home gear, tested by our team before they go on sale.',
    address: '300 Circuit Avenue, Austin, TX 78701, United States',
    phone: '+1 555 010 1003',
    email: 'support@volt.example.com',
    isOnline: true,
    joinedDaysAgo: 610,
    palette: 'electronics',
  },
  {
    name: 'Urban Thread',
    tagline: 'Everyday clothing, better made',
    description: 'Wardrobe basics in organic cotton, linen and merino, cut in small batches in our own workshop.',
    address: '75 Mercer Street, New York, NY 10012, United States',
    phone: '+1 555 010 1004',
    email: 'care@urbanthread.example.com',
    isOnline: false,
    joinedDaysAgo: 430,
    palette: 'fashion',
  },
  {
    name: 'Stride Footwear',
    tagline: 'Shoes for every step',
    description: 'Sneakers, boots and sandals with cushioned soles and honest materials, in full and half sizes.',
    address: '9 Cobbler Row, Boston, MA 02108, United States',
    phone: '+1 555 010 1005',
    email: 'fit@stride.example.com',
    isOnline: false,
    joinedDaysAgo: 380,
    palette: 'shoes',
  },
  {
    name: 'Glow Apothecary',
    tagline: 'Gentle care, clean formulas',
    description: 'Skincare, hair care and wellness products made without parabens or synthetic fragrance.',
    address: '210 Sunset Boulevard, Los Angeles, CA 90028, United States',
    phone: '+1 555 010 1006',
    email: 'hello@glowapothecary.example.com',
    isOnline: false,
    joinedDaysAgo: 300,
    palette: 'beauty-health',
  },
  {
    name: 'Summit Outfitters',
    tagline: 'Gear for the outdoors',
    description: 'Tents, packs, bikes and training kit chosen by guides who use them every weekend.',
    address: '5 Trailhead Road, Denver, CO 80202, United States',
    phone: '+1 555 010 1007',
    email: 'base@summit.example.com',
    isOnline: false,
    joinedDaysAgo: 250,
    palette: 'sports-outdoors',
  },
  {
    name: 'Little Sprouts',
    tagline: 'Play, learn and grow',
    description: 'Wooden toys, baby essentials and school supplies that are safe, durable and fun.',
    address: '18 Maple Court, Madison, WI 53703, United States',
    phone: '+1 555 010 1008',
    email: 'hi@littlesprouts.example.com',
    isOnline: false,
    joinedDaysAgo: 150,
    palette: 'toys-kids',
  },
];

export interface CategoryData {
  name: string;
  palette: Palette;
  subCategories: string[];
}

/** Ids 1..8 in this order; sub-categories get ids 1..27 in order of appearance. */
export const CATEGORY_DATA: CategoryData[] = [
  {
    name: 'Groceries',
    palette: { bg: '#ecfdf5', accent: '#34d399', fg: '#065f46' },
    subCategories: ['Fruit & Vegetables', 'Pantry', 'Dairy & Eggs', 'Beverages'],
  },
  {
    name: 'Electronics',
    palette: { bg: '#eef2ff', accent: '#818cf8', fg: '#312e81' },
    subCategories: ['Audio', 'Phones & Accessories', 'Computers', 'Smart Home'],
  },
  {
    name: 'Home & Living',
    palette: { bg: '#fffbeb', accent: '#fbbf24', fg: '#78350f' },
    subCategories: ['Furniture', 'Lighting', 'Bedding', 'Kitchen & Dining'],
  },
  {
    name: 'Fashion',
    palette: { bg: '#fff1f2', accent: '#fb7185', fg: '#881337' },
    subCategories: ["Women's Clothing", "Men's Clothing", 'Bags & Accessories'],
  },
  {
    name: 'Shoes',
    palette: { bg: '#fff7ed', accent: '#fb923c', fg: '#7c2d12' },
    subCategories: ['Sneakers', 'Boots', 'Sandals'],
  },
  {
    name: 'Beauty & Health',
    palette: { bg: '#fdf4ff', accent: '#e879f9', fg: '#701a75' },
    subCategories: ['Skincare', 'Hair Care', 'Wellness'],
  },
  {
    name: 'Sports & Outdoors',
    palette: { bg: '#f0fdfa', accent: '#2dd4bf', fg: '#134e4a' },
    subCategories: ['Fitness', 'Camping', 'Cycling'],
  },
  {
    name: 'Toys & Kids',
    palette: { bg: '#f0f9ff', accent: '#38bdf8', fg: '#0c4a6e' },
    subCategories: ['Toys', 'Baby Care', 'School Supplies'],
  },
];

export const BRAND_NAMES = [
  'Green Valley',
  'Meadow Farm',
  'Harvest Table',
  'Volt',
  'Voltwave',
  'Lumen',
  'Fjord',
  'Oakline',
  'Urban Thread',
  'Northline',
  'Stride',
  'TrailMark',
  'Glow Lab',
  'PureLeaf',
  'Summit',
  'Velo',
  'Little Sprouts',
  'Brightbox',
];

export const COLOR_DATA: { name: string; code: string }[] = [
  { name: 'Black', code: '#111827' },
  { name: 'White', code: '#f9fafb' },
  { name: 'Silver', code: '#c0c4cc' },
  { name: 'Grey', code: '#6b7280' },
  { name: 'Navy', code: '#1e3a8a' },
  { name: 'Blue', code: '#2563eb' },
  { name: 'Red', code: '#dc2626' },
  { name: 'Pink', code: '#ec4899' },
  { name: 'Green', code: '#16a34a' },
  { name: 'Olive', code: '#6b7d3a' },
  { name: 'Beige', code: '#d6c6a5' },
  { name: 'Brown', code: '#7c4a2d' },
  { name: 'Oak', code: '#b08457' },
  { name: 'Yellow', code: '#facc15' },
];

/** Size names with the extra price a size adds (0 for most). */
export const SIZE_DATA: { name: string; extra: number }[] = [
  { name: 'XS', extra: 0 },
  { name: 'S', extra: 0 },
  { name: 'M', extra: 0 },
  { name: 'L', extra: 0 },
  { name: 'XL', extra: 2 },
  { name: 'XXL', extra: 4 },
  ...['38', '39', '40', '41', '42', '43', '44', '45'].map((name) => ({ name, extra: 0 })),
  { name: 'Single', extra: 0 },
  { name: 'Double', extra: 10 },
  { name: 'Queen', extra: 15 },
  { name: 'King', extra: 25 },
];

export const UNIT_NAMES = ['pcs', 'kg', 'pack', 'jar', 'bottle', 'box', 'pair', 'set'];

/** Bullet points for a product's long description, by sub-category. */
export const HIGHLIGHTS: Record<string, string[]> = {
  Groceries: ['Packed the morning it ships', 'Stored and delivered chilled where needed', 'Sourced from local growers'],
  Electronics: ['1-year warranty', 'Tested by our team before shipping', 'USB-C charging where it applies'],
  'Home & Living': ['Natural, durable materials', 'Ships flat-packed or fully assembled', 'Easy-care finish'],
  Fashion: ['Cut and sewn in small batches', 'Machine washable at 30 °C', 'Free exchanges on sizes'],
  Shoes: ['Cushioned, removable insole', 'Half sizes fit up', 'Free exchanges on sizes'],
  'Beauty & Health': ['Free from parabens and synthetic fragrance', 'Dermatologist tested', 'Recyclable packaging'],
  'Sports & Outdoors': ['Tested on the trail by our guides', 'Lightweight and packable', '2-year warranty'],
  'Toys & Kids': ['Non-toxic, child-safe materials', 'Meets EN 71 toy safety standards', 'Gift-ready packaging'],
};
