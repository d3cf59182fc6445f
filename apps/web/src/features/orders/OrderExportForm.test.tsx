import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OrderExportForm } from './OrderExportForm';

describe('the order export', () => {
  it('downloads the orders of the days chosen, and not while the range runs backwards', () => {
    renderWithProviders(<OrderExportForm />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    const link = screen.getByText('Export orders CSV');
    expect(link).toHaveAttribute('href', '/api/orders/export.csv?from=2026-04-01&to=2026-04-30');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-02' } });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });
});
