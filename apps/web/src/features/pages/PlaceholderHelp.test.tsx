import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeShopSettings } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { PlaceholderHelp } from './PlaceholderHelp';

describe("the page editor's placeholders", () => {
  it('lists each placeholder with what it is replaced with and its value now, or that it has none', () => {
    const shop = { ...makeShopSettings(), placeholders: { freeShippingFrom: '$100.00', homeZone: 'United States' } };
    renderWithProviders(<PlaceholderHelp />, { preloadedState: { shop } });
    const help = within(screen.getByRole('region', { name: 'Placeholders' }));
    expect(help.getByText('{{freeShippingFrom}}').nextElementSibling).toHaveTextContent(/free.*Now: \$100\.00$/);
    expect(help.getByText('{{homeZone}}').nextElementSibling).toHaveTextContent(/Now: United States$/);
    expect(help.getByText('{{deliveryFrom}}').nextElementSibling).toHaveTextContent('Now: no value (shown as written)');
    expect(help.getByText('{{deliveryDays}}')).toBeInTheDocument();
  });
});
