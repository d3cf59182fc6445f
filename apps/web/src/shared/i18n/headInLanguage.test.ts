import { describe, expect, it } from 'vitest';
import { headInLanguage } from './headInLanguage';

const head = {
  status: 200,
  title: 'Robe | Atelier',
  siteName: 'Atelier',
  canonical: '/shop/42',
  structuredData: [
    { '@type': 'Organization', url: '/', logo: { '@type': 'ImageObject', url: '/images/logo.png' } },
    { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Accueil', item: '/' }] },
  ],
};

describe('a page head in its language', () => {
  it('gives a French page French addresses, leaving pictures alone', () => {
    expect(headInLanguage(head, 'fr')).toEqual({
      ...head,
      canonical: '/fr/shop/42',
      structuredData: [
        { '@type': 'Organization', url: '/fr', logo: { '@type': 'ImageObject', url: '/images/logo.png' } },
        { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Accueil', item: '/fr' }] },
      ],
    });
  });

  it('leaves an English page as it is', () => {
    expect(headInLanguage(head, 'en')).toEqual(head);
  });
});
