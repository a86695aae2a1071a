/**
 * Multipart bodies (profile photo, ticket attachments): files as files, arrays as `name[]`, booleans as
 * 1/0 (what the backend reads), empty values left out.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(`${name}[]`, item instanceof Blob ? item : String(item));
    } else if (value instanceof Blob) {
      form.append(name, value);
    } else if (typeof value === 'boolean') {
      form.append(name, value ? '1' : '0');
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

/**
 * The generated types say `string` for `format: binary` (openapi-typescript has no file type); the body we pass
 * holds Blobs, which toFormData sends as files. This is the one place that bridges the two.
 */
export function asContractForm<T>(body: object): T {
  return body as T;
}
