import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ZoneForm } from './ZoneForm';
import type { TaxedZone } from './zoneTax';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const FRANCE: TaxedZone = { _id: 'zone-fr', name: 'France', countries: ['FR'], methods: [], taxRate: 20 };

function renderZoneForm(onSave = vi.fn(async () => ({})), zone?: TaxedZone) {
  const view = renderWithProviders(<ZoneForm zone={zone} onSave={onSave} submitLabel="Save zone" />);
  return { ...view, onSave };
}

describe('a zone’s tax rates', () => {
  it('shows the zone’s rate and saves a new one with a rate for a category, as numbers', async () => {
    const { user, onSave } = renderZoneForm(undefined, FRANCE);
    const rate = screen.getByLabelText('Tax rate (%)');
    expect(rate).toHaveValue('20');
    await user.clear(rate);
    await user.type(rate, '5.5');
    await user.click(screen.getByText('Category tax rates'));
    await user.type(screen.getByLabelText('Rate for dress (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'France',
      countries: ['FR'],
      taxRate: 5.5,
      categoryTaxRates: { dress: 0 },
    });
  });

  it('refuses a rate above 100 % under the field, gives it the focus and sends nothing', async () => {
    const { user, onSave } = renderZoneForm(undefined, FRANCE);
    const rate = screen.getByLabelText('Tax rate (%)');
    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(rate).toBeInvalid();
    expect(rate).toHaveAccessibleDescription(
      '0 to 100, e.g. 20 or 5.5 Tax rate must be a number from 0 to 100 with at most 3 decimals',
    );
    expect(rate).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses more than 3 decimals in a category’s rate, opening the category rates to show it', async () => {
    const zone = { ...FRANCE, categoryTaxRates: { cosmetics: 20.12345 } };
    const { user, onSave } = renderZoneForm(undefined, zone);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    const cosmetics = screen.getByLabelText('Rate for cosmetics (%)');
    expect(cosmetics).toBeVisible();
    expect(cosmetics).toBeInvalid();
    expect(cosmetics).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows under the field why the shop refused a rate', async () => {
    const onSave = vi.fn(async () => {
      throw { status: 400, data: { message: 'Invalid', fields: { taxRate: 'taxRate must be at most 100' } } };
    });
    const { user } = renderZoneForm(onSave, FRANCE);
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('taxRate must be at most 100')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax rate (%)')).toBeInvalid();
  });

  it('sends no rate for a zone left without one, as an API that predates rates expects', async () => {
    const { user, onSave } = renderZoneForm(undefined, { _id: 'zone-us', name: 'US', countries: ['US'], methods: [] });
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'US', countries: ['US'], categoryTaxRates: {} });
  });
});
