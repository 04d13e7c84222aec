import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// findBy* waits up to 5 s, not 1 s: a page is a lazy route behind the shell, and on a busy two-core CI
// machine its first render can take longer than a second. A missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and observes element sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// The router restores scroll positions on navigation; jsdom does not lay out pages.
window.scrollTo = () => {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The header loads its language menu, alert bell, account menu and drawer after the first paint. Transforming them on a
  // test's first render would eat into findBy* timeouts of whichever test renders the app first; once
  // imported here, each lazy component still suspends on its first render, as in the browser.
  await Promise.all([
    import('../features/language/components/language-menu'),
    import('../components/layout/nav-drawer'),
    import('../features/alerts/components/alert-bell'),
    import('../features/auth/components/account-menu'),
  ]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
afterAll(() => server.close());
