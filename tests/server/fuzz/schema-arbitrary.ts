import fc from 'fast-check';

/** The part of a JSON Schema (OpenAPI 3.1) the contract uses for requests. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Resolves `#/components/...` references within one document. */
export type ResolveRef = (ref: string) => JsonSchema;

/** Texts that have broken servers before: markup, quotes, SQL, control and wide characters, long runs. */
const HOSTILE_TEXTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '😀👍🏽',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a lookup a logging library once ran, sent as plain text
  '${jndi:ldap://x}',
  ' ',
];

/** Most arrays in requests are short lists of ids: keep them short. */
const LONGEST_ARRAY = 5;
/** Generated texts stay short unless the schema asks for more (maxLength is probed by its own value). */
const LONGEST_TEXT = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, LONGEST_TEXT);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl().filter(fits);
  }
  const edges = [minLength, maxLength].map((length) => 'x'.repeat(length));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, LONGEST_TEXT)) }),
    },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXTS).filter(fits) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

function numberBounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : undefined);
  return { min, max };
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min = -2_147_483_648, max = 2_147_483_647 } = numberBounds(schema, true);
  // Ids of the seeded marketplace are small: most draws land on them, the rest probe the whole range.
  const small = fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 60)) });
  return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min = -1e9, max = 1e9 } = numberBounds(schema, false);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, resolve: ResolveRef): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of entries) model[name] = schemaArbitrary(property, resolve);
  return fc.record(model, { requiredKeys: entries.map(([name]) => name).filter((name) => required.has(name)) });
}

/** A file part of a multipart body (`format: binary`): sometimes what the contract allows, sometimes not. */
export interface FuzzFile {
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

const fileArbitrary: fc.Arbitrary<FuzzFile> = fc.record({
  fileName: fc.constantFrom('photo.jpg', 'scan.png', 'receipt.pdf', 'anim.gif', 'notes.txt', 'x.svg'),
  type: fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'image/gif', 'text/plain', 'image/svg+xml'),
  bytes: fc.uint8Array({ maxLength: 2048 }),
});

export function isFuzzFile(value: unknown): value is FuzzFile {
  return typeof value === 'object' && value !== null && 'bytes' in value && 'fileName' in value;
}

function typedArbitrary(type: string, schema: JsonSchema, resolve: ResolveRef): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return schema.format === 'binary' ? fileArbitrary : stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? schemaArbitrary(schema.items, resolve) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? LONGEST_ARRAY, Math.max(schema.minItems ?? 0, LONGEST_ARRAY)),
      });
    case 'object':
      return objectArbitrary(schema, resolve);
    default:
      throw new Error(`no generator for type ${type}`);
  }
}

function constrains(schema: JsonSchema): boolean {
  return ['$ref', 'type', 'properties', 'enum', 'const', 'oneOf', 'anyOf', 'allOf'].some((key) => key in schema);
}

/** Values that satisfy `schema`: what a well-behaved but unpredictable client may send. */
export function schemaArbitrary(schema: JsonSchema, resolve: ResolveRef): fc.Arbitrary<unknown> {
  if (schema.$ref) return schemaArbitrary(resolve(schema.$ref), resolve);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.allOf) {
    // A part that only describes (no type, no reference) adds nothing to generate.
    const parts = schema.allOf.filter(constrains).map((part) => schemaArbitrary(part, resolve));
    return fc
      .tuple(...parts)
      .map((values) =>
        values.every((value) => value !== null && typeof value === 'object' && !Array.isArray(value))
          ? Object.assign({}, ...values)
          : values[values.length - 1],
      );
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, resolve)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectArbitrary(schema, resolve) : fc.jsonValue();
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, resolve)));
}
