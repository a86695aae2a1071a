import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a refused submit, focus goes to the first field in error, where a screen reader reads the field with its
 * error: every form does this the same way. Errors render after the event that shows them, so the focus waits for
 * the next render: call the returned function (the same one on every render) from the event handler.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, selector = '[aria-invalid="true"]') {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [request, formRef, selector]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
