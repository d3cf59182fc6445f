import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeClientConfig } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { MethodForm } from './MethodForm';

describe('a delivery method’s form', () => {
  it('names its money fields in dollars in the spec’s shop', () => {
    renderWithProviders(<MethodForm submitLabel="Add method" onSave={vi.fn()} />);
    expect(screen.getByLabelText('Price ($)')).toBeInTheDocument();
    expect(screen.getByLabelText('Free from ($)')).toBeInTheDocument();
  });

  it('names its money fields in the shop’s currency', () => {
    renderWithProviders(<MethodForm submitLabel="Add method" onSave={vi.fn()} />, {
      preloadedState: { clientConfig: makeClientConfig({ currency: 'GBP' }) },
    });
    expect(screen.getByLabelText('Price (£)')).toBeInTheDocument();
    expect(screen.getByLabelText('Free from (£)')).toBeInTheDocument();
  });
});
