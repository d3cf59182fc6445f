import { describe, expect, it } from 'vitest';
import { loadPageI18n, withCatalogueAreas } from './pageI18n';

describe('the page’s texts in the browser', () => {
  it('hold the core catalogue, and an area’s once the code waiting for it has loaded', async () => {
    const i18n = await loadPageI18n();
    expect(i18n._('nav.shop')).toBe('Shop');
    expect(i18n.messages['review.write']).toBeUndefined();

    const load = withCatalogueAreas(['reviews'], async () => 'the part');
    expect(await load()).toBe('the part');
    expect(i18n._('review.write')).toBe('Write a review');
    expect(i18n._('nav.shop')).toBe('Shop');
  });
});
