import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { CartDelivery } from './CartDelivery';

const EUROPE = {
  country: 'FR',
  zone: { _id: 'z1', name: 'Europe' },
  methods: [{ _id: 'm1', name: 'Standard', price: 12, freeFrom: 200, amountToFree: 80, minDays: 4, maxDays: 8 }],
};

describe('CartDelivery', () => {
  it('lists the methods to the chosen country and nudges toward free delivery', async () => {
    mockApi({
      'GET /api/shipping/countries': { body: { countries: ['US', 'FR', 'DE'] } },
      'GET /api/shipping/options?country=FR&subtotal=120.00': { body: EUROPE },
    });
    renderWithProviders(<CartDelivery subtotal={120} country="FR" onCountryChange={vi.fn()} />);
    expect(await screen.findByText('Add $80.00 more for free delivery')).toBeInTheDocument();
    expect(screen.getByText('Standard · 4–8 working days')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeInTheDocument();
  });

  it('says its country is an estimate, the shipping address deciding at checkout', async () => {
    mockApi({
      'GET /api/shipping/countries': { body: { countries: ['US', 'FR'] } },
      'GET /api/shipping/options?country=FR&subtotal=120.00': { body: EUROPE },
    });
    renderWithProviders(<CartDelivery subtotal={120} country="FR" onCountryChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Ship to' })).toHaveAccessibleDescription(
      'An estimate: at checkout, delivery is priced for the country of your shipping address.',
    );
  });

  it('says nothing about free delivery once it is reached, and shows delivery free', async () => {
    const free = { ...EUROPE, methods: [{ ...EUROPE.methods[0], price: 0, amountToFree: 0 }] };
    mockApi({
      'GET /api/shipping/countries': { body: { countries: ['FR'] } },
      'GET /api/shipping/options?country=FR&subtotal=250.00': { body: free },
    });
    renderWithProviders(<CartDelivery subtotal={250} country="FR" onCountryChange={vi.fn()} />);
    const standard = await screen.findByText('Standard · 4–8 working days');
    expect(standard.nextElementSibling).toHaveTextContent('Free');
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('shows every method free, with no nudge, when a promotion makes delivery free', async () => {
    mockApi({
      'GET /api/shipping/countries': { body: { countries: ['FR'] } },
      'GET /api/shipping/options?country=FR&subtotal=120.00': { body: EUROPE },
    });
    renderWithProviders(<CartDelivery subtotal={120} freeDelivery country="FR" onCountryChange={vi.fn()} />);
    const standard = await screen.findByText('Standard · 4–8 working days');
    expect(standard.nextElementSibling).toHaveTextContent('Free');
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });
});
