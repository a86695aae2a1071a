import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { isFuzzFile, type JsonSchema, schemaArbitrary } from './schema-arbitrary';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

/** One operation of the contract, as the fuzz needs it. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** It takes (or requires) a bearer token. */
  signedIn: boolean;
  /** The statuses its answers may have. */
  statuses: string[];
  /** Requests to it that fit the contract, with unpredictable values. */
  requests: fc.Arbitrary<FuzzRequest>;
}

/** A request ready for `fetch` once a base URL and a token are known. */
export interface FuzzRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function formDataOf(values: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (isFuzzFile(value))
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.fileName);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}

function requestsOf(path: string, method: string, operation: Operation, resolve: (ref: string) => unknown) {
  const parameters = (operation.parameters ?? []).map((parameter) =>
    '$ref' in parameter ? (resolve(parameter.$ref) as Parameter) : parameter,
  );
  const schemaOf = (schema: JsonSchema) => schemaArbitrary(schema, (ref) => resolve(ref) as JsonSchema);
  const parameterValues: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters) parameterValues[`${parameter.in}:${parameter.name}`] = schemaOf(parameter.schema);
  const requiredKeys = parameters
    .filter((parameter) => parameter.required || parameter.in === 'path')
    .map((parameter) => `${parameter.in}:${parameter.name}`);
  const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = content ? schemaOf(content.schema) : fc.constant(undefined);

  return fc.tuple(fc.record(parameterValues, { requiredKeys }), body).map(([values, bodyValue]): FuzzRequest => {
    let filled = path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    for (const [key, value] of Object.entries(values)) {
      const [where, name = ''] = key.split(/:(.*)/);
      if (where === 'path') filled = filled.replace(`{${name}}`, encodeURIComponent(String(value)));
      if (where === 'query') query.set(name, String(value));
      if (where === 'header') headers[name] = String(value);
    }
    const search = query.toString();
    const request: FuzzRequest = {
      path: search ? `${filled}?${search}` : filled,
      method: method.toUpperCase(),
      headers,
    };
    if (contentType === 'application/json') {
      headers['Content-Type'] = 'application/json';
      request.body = JSON.stringify(bodyValue);
    } else if (contentType === 'multipart/form-data') {
      request.body = formDataOf(bodyValue as Record<string, unknown>);
    }
    return request;
  });
}

/** Every operation of `openapi.yaml`, in the contract's order. */
export function contractOperations(file = 'openapi.yaml'): ContractOperation[] {
  const document = parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const resolve = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/')], document);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        signedIn: (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement),
        statuses: Object.keys(operation.responses),
        requests: requestsOf(path, method, operation, resolve),
      })),
  );
}
