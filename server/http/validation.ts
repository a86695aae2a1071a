import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fieldLabel, say } from '../i18n/say';
import { type ContractOperation, contract } from './contract';
import { fieldError, HttpError, notFound } from './http-error';

type Json = Record<string, unknown>;

function makeAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerceTypes ? 'array' : false });
  addFormats.default(ajv);
  ajv.addSchema(contract().doc, 'contract');
  return ajv;
}

// JSON bodies are checked as sent; query, path, header and multipart values are text, so they are coerced.
const strict = makeAjv(false);
const coercing = makeAjv(true);
const compiled = new Map<string, ValidateFunction>();

/** The contract's local refs (`#/components/…`) point into the document registered as `contract`. */
function rebased(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', () => '"$ref":"contract#/')) as Json;
}

function validator(ajv: typeof strict, schema: Json, key: string): ValidateFunction {
  const cacheKey = `${ajv === strict ? 's' : 'c'}:${key}`;
  let validate = compiled.get(cacheKey);
  if (!validate) {
    validate = ajv.compile(rebased(schema));
    compiled.set(cacheKey, validate);
  }
  return validate;
}

function resolveRef<T>(node: T): T {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== 'string') return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], contract().doc) as T;
}

/** `phone_code` → `phone code`, `products/0/id` → `products.0.id`: how the field is named in a message. */
function fieldName(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return path ? `${path}.${missing}` : missing;
  }
  return path;
}

const TYPE_MESSAGES = {
  integer: 'field.integer',
  number: 'field.number',
  string: 'field.string',
  boolean: 'field.boolean',
  array: 'field.array',
  object: 'field.object',
} as const;

function describe(error: ErrorObject, field: string): string {
  const values = { field: fieldLabel(field), limit: String((error.params as { limit?: unknown }).limit) };
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return say('field.required', values);
    case 'type':
      return say(
        TYPE_MESSAGES[String(params.type).split(',')[0] as keyof typeof TYPE_MESSAGES] ?? 'field.invalid',
        values,
      );
    case 'format':
      return params.format === 'email'
        ? say('field.email', values)
        : say('field.format', { ...values, format: String(params.format) });
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return say(`field.${error.keyword}`, values);
    case 'pattern':
      return say('field.pattern', values);
    default:
      return say('field.invalid', values);
  }
}

/** The contract's 422: the first text per field under `errors`, and the first of all as the message. */
export function validationError(errors: ErrorObject[], where = ''): HttpError {
  const byField: Record<string, string[]> = {};
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldName(error) || where || 'request';
    byField[field] = [...(byField[field] ?? []), describe(error, field)];
  }
  const texts = Object.values(byField).map((list) => list[0] as string);
  const extra = texts.length - 1;
  const first = texts[0] ?? say('request.invalid');
  const message =
    extra === 0
      ? first
      : extra === 1
        ? say('field.andOneMore', { message: first })
        : say('field.andMore', { message: first, count: extra });
  return new HttpError(422, message, byField);
}

/** The first field (as `a.0.b`) whose text holds a NUL character, which PostgreSQL text cannot store. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
  } else if (value !== null && typeof value === 'object' && !(value instanceof File)) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A 422 for text no client should send (a NUL character), before it reaches the database. */
function refuseNul(values: Json): void {
  const field = fieldWithNul(values, '');
  if (field === null) return;
  const message = say('field.notAllowedCharacter', { field: fieldLabel(field) });
  throw new HttpError(422, message, { [field]: [message] });
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: Json;
}

/** Checks the parameters of one kind against the contract and returns them typed (numbers as numbers). */
export function validateParameters(
  operation: ContractOperation,
  where: 'query' | 'path' | 'header',
  raw: Record<string, string | string[] | undefined>,
): Json {
  const parameters = ((operation.op.parameters ?? []) as Json[]).map((p) => resolveRef(p) as unknown as Parameter);
  const own = parameters.filter((p) => p.in === where);
  const schema: Json = {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])),
    required: own.filter((p) => p.required).map((p) => p.name),
  };
  const values: Json = {};
  for (const p of own) {
    const value = raw[where === 'header' ? p.name.toLowerCase() : p.name];
    if (value === undefined || value === '') continue;
    const wantsArray = (p.schema as Json | undefined)?.type === 'array';
    values[p.name] = Array.isArray(value) && !wantsArray ? value[0] : value;
  }
  const validate = validator(coercing, schema, `${operation.id}:${where}`);
  if (!validate(values)) throw validationError(validate.errors ?? [], where);
  // No resource is named with a NUL character: such a path names nothing.
  if (where === 'path' && fieldWithNul(values, '') !== null) throw notFound();
  refuseNul(values);
  return values;
}

/** Checks a JSON or multipart body against the operation's request schema. Files are checked by the handler. */
export function validateBody(operation: ContractOperation, mediaType: string, body: Json): void {
  const requestBody = resolveRef(operation.op.requestBody as Json | undefined);
  const content = (requestBody?.content ?? {}) as Record<string, Json>;
  const media = content[mediaType];
  if (!media) {
    throw fieldError('request', say('request.wrongMediaType', { types: Object.keys(content).join(' | ') }));
  }
  const schema = media.schema as Json;
  const isForm = mediaType === 'multipart/form-data';
  const checked: Json = {};
  for (const [key, value] of Object.entries(body)) {
    if (isForm && (value instanceof File || (Array.isArray(value) && value.some((v) => v instanceof File)))) continue;
    checked[key] = value;
  }
  const validate = validator(isForm ? coercing : strict, schema, `${operation.id}:body:${mediaType}`);
  if (!validate(checked)) throw validationError(validate.errors ?? []);
  refuseNul(checked);
  if (isForm) Object.assign(body, checked);
}
