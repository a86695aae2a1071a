/** Code fetched the first time a shopper shows they are about to use it (src/ui/kit/IntentLoaded.tsx). */
export interface CodeOnIntent<T> {
  /** What came, once it has. */
  readonly current: T | null;
  /** Starts the fetch, or joins the one under way; after a failure the next call fetches again. */
  load(): Promise<T>;
}

export function codeOnIntent<T>(fetch: () => Promise<T>): CodeOnIntent<T> {
  let current: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      if (current !== null) return Promise.resolve(current);
      pending ??= fetch().then(
        (value) => {
          current = value;
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
