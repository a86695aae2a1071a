import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { act, cleanup, configure, renderHook } from '@testing-library/react';
import { toast, useToaster } from 'react-hot-toast/headless';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages } from '../../locales/en.po';

// How long findBy… and waitFor look before they fail: a wait, not a measure. A component test on a two-core machine
// that also runs the server and browser suites can take more than Testing Library's default second to render a page.
configure({ asyncUtilTimeout: 5000 });

// Test files share one page (the unit project does not isolate them, which is much faster): each test starts
// in English, left to right, with an empty page, no toasts, an empty storage and real timers.
beforeEach(() => {
  // A copy, loaded over whatever server strings a test merged: the imported catalog itself stays as shipped.
  i18n.loadAndActivate({ locale: 'en', messages: { ...messages } });
});

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts, and whether a pointer paused them, in a store shared by the whole worker.
  const toaster = renderHook(() => useToaster());
  act(() => {
    toaster.result.current.handlers.endPause();
    toast.remove();
  });
  toaster.unmount();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
});
