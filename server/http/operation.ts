import type { Context, Hono } from 'hono';
import type { Answer, JsonBody, PathParams, Query } from '../../src/api/types';
import type { ServerDeps } from '../deps';
import { say } from '../i18n/say';
import { customerFromToken } from './auth';
import { encodeAnswer } from './compression';
import { type ContractOperation, contract, type OperationId } from './contract';
import type { AppEnv, UserRow } from './env';
import { fieldError, unauthenticated } from './http-error';
import { limitBodySize, refuseDeepNesting } from './request-limits';
import { validateBody, validateParameters } from './validation';

type Json = Record<string, unknown>;

export interface OperationContext<Op extends OperationId> {
  c: Context<AppEnv>;
  deps: ServerDeps;
  query: Query<Op>;
  path: PathParams<Op>;
  /** The JSON body, or the multipart fields (files left out: see `files`). */
  body: JsonBody<Op> extends never ? Json : JsonBody<Op>;
  /** Multipart files by field name. */
  files: Record<string, File[]>;
  headers: Record<string, string>;
  /** The signed-in customer, or null for a visitor (never null on a bearer-only call). */
  user: UserRow | null;
  /** The signed-in customer; a visitor gets 401. */
  customer: UserRow;
}

export type OperationHandler<Op extends OperationId> = (ctx: OperationContext<Op>) => Promise<Answer<Op>>;

async function readBody(c: Context<AppEnv>): Promise<{ type: string; body: Json; files: Record<string, File[]> }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw fieldError('request', say('request.notFormData'));
    });
    const body: Json = {};
    const files: Record<string, File[]> = {};
    for (const [key, value] of Object.entries(form)) {
      const list = Array.isArray(value) ? value : [value];
      const found = list.filter((v): v is File => v instanceof File);
      if (found.length > 0) files[key.replace(/\[\]$/, '')] = found;
      else body[key] = value;
    }
    return { type: 'multipart/form-data', body, files };
  }
  const text = await c.req.text();
  if (!text) return { type: 'application/json', body: {}, files: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fieldError('request', say('request.notJson'));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw fieldError('request', say('request.notJsonObject'));
  }
  refuseDeepNesting(parsed);
  return { type: 'application/json', body: parsed as Json, files: {} };
}

type Registered = { operation: ContractOperation; handler: OperationHandler<never> };

/**
 * Collects the handlers of the contract's operations; `mount` adds them to the app, literal paths before
 * parametrised ones (so `/shops/popular-products` is never read as `/shops/{shop}`).
 */
export class OperationRegistry {
  private readonly handlers = new Map<OperationId, Registered>();

  /** Serves one operation: method and path from openapi.yaml, the request validated against it. */
  serve<Op extends OperationId>(id: Op, handler: OperationHandler<Op>): void {
    const operation = contract().operations.get(id);
    if (!operation) throw new Error(`${id} is not in openapi.yaml`);
    if (this.handlers.has(id)) throw new Error(`${id} is served twice`);
    this.handlers.set(id, { operation, handler: handler as unknown as OperationHandler<never> });
  }

  /** The contract's operations nobody serves. */
  missing(): OperationId[] {
    return [...contract().operations.keys()].filter((id) => !this.handlers.has(id));
  }

  mount(app: Hono<AppEnv>): void {
    const entries = [...this.handlers.values()].sort(
      (a, b) => Number(a.operation.path.includes('{')) - Number(b.operation.path.includes('{')),
    );
    for (const { operation, handler } of entries) mountOne(app, operation, handler);
  }
}

/**
 * One operation: the bearer token checked as its `security` says, the request validated against the contract
 * (422 in the contract's shape), and the handler's typed answer sent as JSON.
 */
function mountOne(app: Hono<AppEnv>, operation: ContractOperation, handler: OperationHandler<never>): void {
  const honoPath = operation.path.replace(/\{([^{}]+)\}/g, (_, name: string) => `:${name}`);
  const listsUnauthorized = Boolean((operation.op.responses as Json)['401']);

  const requestBody = operation.op.requestBody as { content?: Record<string, unknown> } | undefined;
  const sizeLimit = limitBodySize(Boolean(requestBody?.content?.['multipart/form-data']));

  app.on(operation.method.toUpperCase(), honoPath, sizeLimit, async (c) => {
    c.set('operation', operation.id);
    let user: UserRow | null = null;
    if (operation.auth !== 'none') {
      const found = await customerFromToken(c);
      if (operation.auth === 'bearer' && !found.user) throw unauthenticated();
      // A token that was sent but is no longer valid is a 401 where the contract says so (the storefront then
      // clears its session); elsewhere the caller is simply a visitor.
      if (found.sent && !found.user && listsUnauthorized) throw unauthenticated();
      user = found.user;
    }
    c.set('user', user);

    const path = validateParameters(operation, 'path', c.req.param() as Record<string, string>);
    const query = validateParameters(operation, 'query', c.req.queries() as Record<string, string[]>);
    const headers = validateParameters(operation, 'header', c.req.header() as Record<string, string>);
    let body: Json = {};
    let files: Record<string, File[]> = {};
    if (operation.op.requestBody) {
      const read = await readBody(c);
      validateBody(operation, read.type, read.body);
      body = read.body;
      files = read.files;
    }

    const context: OperationContext<OperationId> = {
      c,
      deps: c.get('deps'),
      query: query as never,
      path: path as never,
      body: body as never,
      files,
      headers: headers as Record<string, string>,
      user,
      get customer(): UserRow {
        if (!user) throw unauthenticated();
        return user;
      },
    };
    const answer = await (handler as unknown as OperationHandler<OperationId>)(context);
    const encoded = encodeAnswer(c.req.header('Accept-Encoding'), JSON.stringify(answer));
    return c.body(encoded.body, 200, { 'Content-Type': 'application/json', ...encoded.headers });
  });
}
