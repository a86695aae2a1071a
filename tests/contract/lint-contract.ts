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

/** Every operation: operationId, summary, tags; every 2xx answer and every request body has an example that fits its schema. */
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
      if (!status.startsWith('2') || '$ref' in response) continue;
      const content = (response.content ?? {}) as Record<string, Json>;
      if (Object.keys(content).length === 0) problems.push(`${where} ${status}: no content`);
      for (const [type, media] of Object.entries(content)) {
        if (!media.schema) problems.push(`${where} ${status}: no schema`);
        else
          checkExamples(
            `${where} ${status} ${type}`,
            media,
            pointer('paths', path, method, 'responses', status, 'content', type, 'schema'),
          );
      }
    }
  }
  return problems;
}
