import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeShopSettings } from '../../../test/factories';
import { mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/render';
import { HeroBanner } from './HeroBanner';

describe('the home page hero', () => {
  it("shows the title, text, picture and button the shop's settings give it, under the home page's claim", async () => {
    const picture = '/images/0b8a52e4-4f7e-4b5e-9b7e-2f1d7f1f3a10.webp';
    mockApi({
      'GET /api/settings': {
        body: makeShopSettings({
          hero: {
            title: 'Made to be kept',
            text: 'Linen, cut to last.',
            image: picture,
            buttonLabel: 'See the pieces',
            buttonLink: '/shop?category=dress',
          },
        }),
      },
    });
    const { container } = renderWithProviders(<HeroBanner />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Made to be kept' })).toBeInTheDocument();
    expect(screen.getByText('Up to 20% off new arrivals')).toBeInTheDocument();
    expect(screen.getByText('Linen, cut to last.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the pieces' })).toHaveAttribute('href', '/shop?category=dress');
    expect(container.querySelector('img')).toHaveAttribute('src', picture);
  });

  it('sends its button to another site when its link is an https:// address', async () => {
    mockApi({
      'GET /api/settings': {
        body: makeShopSettings({ hero: { buttonLabel: 'Our journal', buttonLink: 'https://journal.example/' } }),
      },
    });
    renderWithProviders(<HeroBanner />);
    expect(await screen.findByRole('link', { name: 'Our journal' })).toHaveAttribute('href', 'https://journal.example/');
  });
});
