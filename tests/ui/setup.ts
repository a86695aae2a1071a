import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messages } from '../../locales/en.po';

// Component tests render in English unless a test activates another locale.
i18n.loadAndActivate({ locale: 'en', messages });

afterEach(() => cleanup());
