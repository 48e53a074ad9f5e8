import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { settingsFor } from '../../config/settings';

(globalThis as { PORTAL_SETTINGS?: unknown }).PORTAL_SETTINGS = settingsFor('test');

// antd's Grid and ProComponents read media queries, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Two cores run the web and API projects side by side: give findBy/waitFor room under load
// (they still return as soon as the condition holds).
configure({ asyncUtilTimeout: 20_000 });
