import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { FuzzRequest } from './contract-requests';

/**
 * Requests shaped as an attacker sends them, for every operation of the contract: bodies nested deep, strings
 * far over their bounds, NUL characters, broken %-encoding, bodies of another type than the call takes.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
}

interface Operation {
  operationId: string;
  parameters?: ({ name: string; in: string } | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

export interface AbuseCase {
  name: string;
  request: FuzzRequest;
  /** The path itself is malformed: no route names it, so 404 is an answer too. */
  malformedPath: boolean;
  /**
   * Prism's proxy can take it: it stops serving on a broken %-encoding, a body nested deep and a body the server
   * refuses unread, so those go to the server alone.
   */
  throughContract: boolean;
}

export interface AbuseTarget {
  operationId: string;
  signedIn: boolean;
  statuses: string[];
  cases: AbuseCase[];
}

const DEPTH = 5_000;
const HUGE = 'x'.repeat(70 * 1024);
const LONG = 'x'.repeat(2_000);
const NUL = 'a\u0000b';
const BROKEN = '%E0%A4%A';

function fill(path: string, names: string[], value: string): string {
  return names.reduce((filled, name) => filled.replace(`{${name}}`, value), path);
}

/** Every operation of `openapi.yaml` with the malformed requests that fit its shape. */
export function abuseTargets(file = 'openapi.yaml'): AbuseTarget[] {
  const document = parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const resolve = <T>(node: T | { $ref: string }): T => {
    if (!node || typeof node !== 'object' || !('$ref' in node)) return node as T;
    return node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document) as T;
  };

  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = (operation.parameters ?? []).map((p) => resolve<{ name: string; in: string }>(p));
        const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        const bodySchema = content ? resolve<Schema>(content.schema) : undefined;
        const stringFields = Object.entries(bodySchema?.properties ?? {})
          .filter(([, schema]) => [resolve<Schema>(schema).type].flat().includes('string'))
          .map(([name]) => name);
        const firstField = Object.keys(bodySchema?.properties ?? {})[0] ?? 'field';

        const base = fill(path, pathNames, '1');
        const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
        const cases: AbuseCase[] = [];
        const add = (
          name: string,
          request: Partial<FuzzRequest>,
          kind: { malformedPath?: true; serverOnly?: true } = {},
        ) =>
          cases.push({
            name,
            malformedPath: kind.malformedPath ?? false,
            throughContract: !kind.serverOnly,
            request: {
              path: base,
              method: method.toUpperCase(),
              ...request,
              headers: { ...headers, ...request.headers },
            },
          });
        const withBody = (type: string, body: string) => ({ headers: { 'Content-Type': type }, body });

        if (pathNames.length > 0) {
          add(
            'broken %-encoding in the path',
            { path: fill(path, pathNames, BROKEN) },
            { malformedPath: true, serverOnly: true },
          );
          add('a NUL in the path', { path: fill(path, pathNames, '%00') }, { malformedPath: true });
        }
        if (queryNames.length > 0) {
          const query = (value: string) =>
            `${base}?${queryNames.map((n) => `${n}=${encodeURIComponent(value)}`).join('&')}`;
          add('a NUL in every query value', { path: query(NUL) });
          add('a long text in every query value', { path: query(LONG.slice(0, 6000 / queryNames.length)) });
          add('broken %-encoding in the query', { path: `${base}?${queryNames[0]}=${BROKEN}` }, { serverOnly: true });
        }
        if (contentType === 'application/json') {
          const json = (value: unknown) => withBody('application/json', JSON.stringify(value));
          const deep = `{"${firstField}":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;
          add('JSON nested deep', withBody('application/json', deep), { serverOnly: true });
          if (stringFields.length > 0) {
            const huge = json(Object.fromEntries(stringFields.map((n) => [n, HUGE])));
            add('a huge string in every field', huge, { serverOnly: true });
            add('a NUL in every string field', json(Object.fromEntries(stringFields.map((n) => [n, NUL]))));
          }
          add('broken JSON', withBody('application/json', '{"a":'));
          add('a JSON array', withBody('application/json', '[1,2,3]'));
          add('a multipart header over JSON', withBody('multipart/form-data; boundary=x', JSON.stringify({ a: 1 })));
          add('plain text', withBody('text/plain', 'hello'));
        }
        if (contentType === 'multipart/form-data') {
          add('JSON where a form is taken', withBody('application/json', JSON.stringify({ [firstField]: 'x' })));
          add('a form cut short', withBody('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form'));
        }
        return {
          operationId: operation.operationId,
          signedIn: (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement),
          statuses: Object.keys(operation.responses),
          cases,
        };
      }),
  );
}
