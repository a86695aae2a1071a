import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { operations } from '../../src/api/schema';

export type OperationId = keyof operations;
type Json = Record<string, unknown>;

export interface ContractOperation {
  id: OperationId;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The contract's path, e.g. `/shops/{shop}`. */
  path: string;
  op: Json;
  /** 'bearer': a token is required; 'optional': used when valid; 'none': never read. */
  auth: 'bearer' | 'optional' | 'none';
}

const contractPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

let loaded: { doc: Json; operations: Map<OperationId, ContractOperation> } | null = null;

/** The contract, read once: the server validates requests against it and takes its routes from it. */
export function contract() {
  if (loaded) return loaded;
  const doc = parse(readFileSync(contractPath, 'utf8')) as Json;
  const operations = new Map<OperationId, ContractOperation>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security ?? []) as Json[];
      const auth =
        security.length === 0 ? 'none' : security.every((scheme) => 'bearerAuth' in scheme) ? 'bearer' : 'optional';
      operations.set(op.operationId as OperationId, { id: op.operationId as OperationId, method, path, op, auth });
    }
  }
  loaded = { doc, operations };
  return loaded;
}
