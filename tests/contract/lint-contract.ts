import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** What our house rules ask of every operation, beyond being valid OpenAPI 3.1. */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  op: Json;
}

export function operationsOf(doc: Json): Operation[] {
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Json })),
  );
}

export async function validateOpenApi(doc: Json): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(doc);
  if (result.valid) return [];
  return [JSON.stringify(result.errors, null, 2)];
}

function pointer(...parts: string[]): string {
  return `#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

function resolvePointer(doc: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
}

/**
 * Every operation: operationId, summary, tag; every answer and every request body has an example that fits its
 * schema; a bearer-only call lists its 401, a call with parameters or a body lists its 422.
 */
export function lintHouseRules(doc: Json): string[] {
  const problems: string[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'contract');
  const ids = new Set<string>();

  const checkExamples = (where: string, media: Json, ref: string) => {
    const examples: unknown[] = [];
    if ('example' in media) examples.push(media.example);
    for (const e of Object.values((media.examples ?? {}) as Record<string, Json>)) examples.push(e.value);
    if (examples.length === 0) {
      problems.push(`${where}: no example`);
      return;
    }
    const validate = ajv.getSchema(`contract${ref}`) ?? ajv.compile({ $ref: `contract${ref}` });
    examples.forEach((example, i) => {
      if (!validate(example))
        problems.push(`${where}: example ${i + 1} does not fit: ${ajv.errorsText(validate.errors)}`);
    });
  };

  for (const { method, path, op } of operationsOf(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    const id = op.operationId as string | undefined;
    if (!id) problems.push(`${where}: no operationId`);
    else if (ids.has(id)) problems.push(`${where}: duplicate operationId ${id}`);
    else ids.add(id);
    if (!op.summary) problems.push(`${where}: no summary`);
    if (!Array.isArray(op.tags) || op.tags.length === 0) problems.push(`${where}: no tag`);

    const body = op.requestBody as Json | undefined;
    for (const [type, media] of Object.entries((body?.content ?? {}) as Record<string, Json>)) {
      if (!media.schema) problems.push(`${where} request ${type}: no schema`);
      else
        checkExamples(
          `${where} request ${type}`,
          media,
          pointer('paths', path, method, 'requestBody', 'content', type, 'schema'),
        );
    }
    const responses = (op.responses ?? {}) as Record<string, Json>;
    if (!Object.keys(responses).some((s) => s.startsWith('2'))) problems.push(`${where}: no 2xx answer`);
    for (const [status, response] of Object.entries(responses)) {
      const ref = typeof response.$ref === 'string' ? response.$ref : null;
      const resolved = ref ? (resolvePointer(doc, ref) as Json) : response;
      const content = (resolved.content ?? {}) as Record<string, Json>;
      if (Object.keys(content).length === 0) problems.push(`${where} ${status}: no content`);
      for (const [type, media] of Object.entries(content)) {
        const at = ref
          ? `${ref}/content/${type.replaceAll('/', '~1')}/schema`
          : pointer('paths', path, method, 'responses', status, 'content', type, 'schema');
        if (!media.schema) problems.push(`${where} ${status}: no schema`);
        else checkExamples(`${where} ${status} ${type}`, media, at);
      }
    }
    const security = (op.security ?? []) as Json[];
    const bearerOnly = security.length > 0 && security.every((scheme) => 'bearerAuth' in scheme);
    if (bearerOnly && !responses['401']) problems.push(`${where}: needs a token but lists no 401`);
    const takesInput = Boolean(body) || ((op.parameters ?? []) as unknown[]).length > 0;
    if (takesInput && !responses['422']) problems.push(`${where}: takes input but lists no 422`);
  }
  return problems;
}
