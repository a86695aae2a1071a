import { type RefObject, useEffect, useState } from 'react';

/**
 * After a refused submit, focus goes to the first field in error. Errors render after the event that shows them,
 * so the focus waits for the next render: call the returned function from the event handler.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, selector = '[aria-invalid="true"]') {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [request, formRef, selector]);
  return () => setRequest((count) => count + 1);
}
