import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages } from '../../locales/en.po';

// Test files share one page (the unit project does not isolate them, which is much faster): each test starts
// in English, left to right, with an empty page, no toasts, an empty storage and real timers.
beforeEach(() => {
  // A copy, loaded over whatever server strings a test merged: the imported catalog itself stays as shipped.
  i18n.loadAndActivate({ locale: 'en', messages: { ...messages } });
});

afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
});
