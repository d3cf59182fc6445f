import { describe, expect, it } from 'vitest';
import { makeShopSettings } from '../../test/factories';
import { organizationStructuredData } from './organizationStructuredData';

describe('organizationStructuredData', () => {
  it('names the shop, its home, logo, customer service and social pages', () => {
    const { shop } = makeShopSettings({
      shop: {
        name: 'Maison Lune',
        logo: '/images/4b0f3c2e-8a1d-4e5f-9b6c-7d8e9f0a1b2c.webp',
        email: 'hello@maison-lune.example',
        phone: '+33 1 23 45 67 89',
        social: [{ network: 'instagram', url: 'https://instagram.example/maisonlune' }],
      },
    });
    expect(organizationStructuredData(shop)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Lune',
      url: '/',
      logo: { '@type': 'ImageObject', url: '/images/4b0f3c2e-8a1d-4e5f-9b6c-7d8e9f0a1b2c.webp' },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'hello@maison-lune.example',
        telephone: '+33 1 23 45 67 89',
      },
      sameAs: ['https://instagram.example/maisonlune'],
    });
  });

  it('leaves out what the shop has not set: no logo, no contact, no social pages', () => {
    const { shop } = makeShopSettings({ shop: { name: 'Maison Lune', logo: undefined, email: '', phone: '', social: [] } });
    expect(organizationStructuredData(shop)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Lune',
      url: '/',
    });
  });

  it('gives customer service with only the email or only the phone the shop has set', () => {
    const emailOnly = makeShopSettings({ shop: { email: 'hello@maison-lune.example', phone: '' } }).shop;
    expect(organizationStructuredData(emailOnly)).toMatchObject({
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'hello@maison-lune.example' },
    });
    expect(organizationStructuredData(emailOnly)).not.toHaveProperty('contactPoint.telephone');
    const phoneOnly = makeShopSettings({ shop: { email: '', phone: '+33 1 23 45 67 89' } }).shop;
    expect(organizationStructuredData(phoneOnly)).toMatchObject({ contactPoint: { telephone: '+33 1 23 45 67 89' } });
    expect(organizationStructuredData(phoneOnly)).not.toHaveProperty('contactPoint.email');
  });
});
