import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// The server rendering tests run in Node, without a DOM (`@vitest-environment node`).
if (typeof window !== 'undefined') {
  // jsdom runs no animations; Headless UI's transitions ask for them.
  Element.prototype.getAnimations ??= () => [];
  // jsdom lays nothing out; anchored menus watch their sizes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  afterEach(() => {
    cleanup();
    localStorage.clear();
    // The test files of a worker share sonner (vitest.config.ts): a toast left showing would greet the next Toaster.
    toast.dismiss();
  });
}
