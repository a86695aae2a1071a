import type { components, operations } from './schema';

/** Types of the contract by operationId, so endpoint modules and machines never spell a path twice. */
export type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type FormBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'multipart/form-data': infer B } };
}
  ? B
  : never;

export type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type PathParams<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;

/** The success answer's body: the envelope `{ message, data }`. */
export type Answer<Op extends keyof operations> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : never;

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
