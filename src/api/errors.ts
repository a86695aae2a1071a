/** Field name → the first message the server gave for it (the one shown under the field). */
export type FieldErrors = Record<string, string>;

/**
 * Every failed call becomes an ApiError. `status` 0 means the server was not reached (offline, DNS,
 * connection refused); machines keep the status and map it to a message, the server's own `message`
 * is shown as the server sent it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function firstPerField(errors: unknown): FieldErrors {
  if (!errors || typeof errors !== 'object') return {};
  const fields: FieldErrors = {};
  for (const [field, texts] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(texts) ? texts[0] : texts;
    if (typeof first === 'string') fields[field] = first;
  }
  return fields;
}

/** Turns an error answer (any status, any body) into an ApiError. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const { message, errors } = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const text = typeof message === 'string' && message ? message : statusText || `Request failed (${status})`;
  return new ApiError(status, text, firstPerField(errors));
}

/** A call that never reached the server. An abort is passed through untouched: leaving a state is not a failure. */
export function fromThrown(thrown: unknown): unknown {
  if (thrown instanceof ApiError) return thrown;
  // By name, not class: an abort may come from another realm's DOMException.
  if ((thrown as { name?: unknown } | null)?.name === 'AbortError') return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return new ApiError(0, message || 'Network error');
}
