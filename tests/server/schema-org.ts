/**
 * A check of JSON-LD against the schema.org vocabulary (the properties each type defines or inherits, for the types
 * the shop writes) and the fields Google requires of each rich result. The tables are written here, from the
 * vocabulary's type pages and Google's structured data guidelines, so a change in what the server writes is
 * checked against them rather than against itself.
 */

type Json = Record<string, unknown>;

const THING = ['@context', '@type', '@id', 'name', 'description', 'url', 'image', 'sameAs', 'identifier'];
const CREATIVE_WORK = [
  ...THING,
  'author',
  'publisher',
  'datePublished',
  'dateModified',
  'headline',
  'keywords',
  'mainEntityOfPage',
  'inLanguage',
];

/** The properties each type has in the vocabulary (its own and inherited), for the types used. */
const VOCABULARY: Record<string, string[]> = {
  Product: [
    ...THING,
    'sku',
    'brand',
    'offers',
    'aggregateRating',
    'review',
    'gtin',
    'mpn',
    'color',
    'category',
    'itemCondition',
  ],
  Offer: [
    ...THING,
    'price',
    'priceCurrency',
    'availability',
    'itemCondition',
    'seller',
    'priceValidUntil',
    'shippingDetails',
  ],
  AggregateRating: [...THING, 'ratingValue', 'reviewCount', 'ratingCount', 'bestRating', 'worstRating', 'itemReviewed'],
  Brand: [...THING, 'logo'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item', 'nextItem', 'previousItem'],
  Organization: [...THING, 'logo', 'telephone', 'email', 'address', 'contactPoint', 'legalName', 'foundingDate'],
  ContactPoint: [...THING, 'telephone', 'email', 'contactType', 'areaServed', 'availableLanguage'],
  Person: [...THING, 'email', 'jobTitle'],
  BlogPosting: [...CREATIVE_WORK, 'articleBody', 'wordCount', 'articleSection'],
  WebSite: [...CREATIVE_WORK, 'potentialAction'],
  SearchAction: [...THING, 'target', 'query-input', 'query'],
  EntryPoint: [...THING, 'urlTemplate', 'actionPlatform'],
};

/** Google's required fields per rich result; a list inside is "one of these". */
const REQUIRED: Record<string, (string | string[])[]> = {
  Product: ['name', ['offers', 'review', 'aggregateRating']],
  Offer: ['price', 'priceCurrency', 'availability'],
  AggregateRating: ['ratingValue', ['reviewCount', 'ratingCount']],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Organization: ['name', 'url', 'logo'],
  BlogPosting: ['headline', 'datePublished', 'image', 'author'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  Person: ['name'],
  Brand: ['name'],
};

const AVAILABILITY = new Set(['https://schema.org/InStock', 'https://schema.org/OutOfStock']);
const ABSOLUTE = /^https?:\/\/[^/]+/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every problem found in `data` and what it holds; none when it is valid. */
export function schemaOrgProblems(data: Json, where = ''): string[] {
  const type = data['@type'];
  const at = `${where}${String(type)}`;
  if (typeof type !== 'string' || !VOCABULARY[type]) return [`${at}: unknown type`];
  const problems: string[] = [];
  if (where === '' && data['@context'] !== 'https://schema.org') problems.push(`${at}: @context`);
  for (const key of Object.keys(data)) {
    if (!VOCABULARY[type].includes(key)) problems.push(`${at}.${key}: not a property of ${type}`);
  }
  // An organization named inside another object (a seller, a publisher) is named, not described.
  const required = type === 'Organization' && where !== '' ? ['name'] : (REQUIRED[type] ?? []);
  for (const field of required) {
    const anyOf = Array.isArray(field) ? field : [field];
    const present = anyOf.some((name) => {
      const value = data[name];
      return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
    });
    if (!present) problems.push(`${at}: needs ${anyOf.join(' or ')}`);
  }
  if (type === 'Offer') {
    if (!/^\d+(\.\d+)?$/.test(String(data.price))) problems.push(`${at}.price: not a plain number`);
    if (!/^[A-Z]{3}$/.test(String(data.priceCurrency))) problems.push(`${at}.priceCurrency: not ISO 4217`);
    if (!AVAILABILITY.has(String(data.availability))) problems.push(`${at}.availability: not an ItemAvailability`);
  }
  if (type === 'ListItem' && !(Number.isInteger(data.position) && (data.position as number) > 0)) {
    problems.push(`${at}.position: not a positive integer`);
  }
  if (type === 'EntryPoint' && !String(data.urlTemplate).includes('{search_term_string}')) {
    problems.push(`${at}.urlTemplate: no {search_term_string}`);
  }
  if (type === 'SearchAction' && data['query-input'] !== 'required name=search_term_string') {
    problems.push(`${at}.query-input: does not name search_term_string`);
  }
  if (type === 'BlogPosting' && Number.isNaN(Date.parse(String(data.datePublished)))) {
    problems.push(`${at}.datePublished: not a date`);
  }
  for (const key of ['url', 'logo', 'item', 'mainEntityOfPage']) {
    if (typeof data[key] === 'string' && !ABSOLUTE.test(data[key] as string))
      problems.push(`${at}.${key}: not absolute`);
  }
  const images = data.image === undefined ? [] : Array.isArray(data.image) ? data.image : [data.image];
  for (const image of images) if (!ABSOLUTE.test(String(image))) problems.push(`${at}.image: not absolute`);
  for (const [key, value] of Object.entries(data)) {
    for (const inner of Array.isArray(value) ? value : [value]) {
      if (isObject(inner)) problems.push(...schemaOrgProblems(inner, `${at}.${key}>`));
    }
  }
  return problems;
}
