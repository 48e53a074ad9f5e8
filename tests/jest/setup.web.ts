import '@testing-library/jest-dom';
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
