import { describe, expect, it, vi } from 'vitest';

describe('the page’s texts in the browser', () => {
  it('hold the core catalogue, and an area’s once the code waiting for it has loaded', async () => {
    // The page's texts are one per page: a fresh module is a fresh page, whatever the worker's other files loaded.
    vi.resetModules();
    const { loadPageI18n, withCatalogueAreas } = await import('./pageI18n');
    const i18n = await loadPageI18n();
    expect(i18n._('nav.shop')).toBe('Shop');
    expect(i18n.messages['review.write']).toBeUndefined();

    const load = withCatalogueAreas(['reviews'], async () => 'the part');
    expect(await load()).toBe('the part');
    expect(i18n._('review.write')).toBe('Write a review');
    expect(i18n._('nav.shop')).toBe('Shop');
  });
});
