import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { BackInStockForm } from './BackInStockForm';

const CONFIRM = 'Check your inbox: confirm your address and we will email you when it is back.';

describe('the back-in-stock form', () => {
  it('marks an empty email with what to do under it, and focuses it, sending nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(<BackInStockForm productId="p-1" soldOutSizes={[]} />);
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    const email = screen.getByLabelText('Your email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it("says the shop's refusal of the address under the email field, and focuses it", async () => {
    const refusal = 'Email must be a valid email address';
    mockApi({ 'POST /api/stock-alerts': { status: 400, body: { message: refusal, fields: { email: refusal } } } });
    const { user } = renderWithProviders(<BackInStockForm productId="p-1" soldOutSizes={['M']} />);
    await user.type(screen.getByLabelText('Your email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    const email = screen.getByLabelText('Your email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(refusal));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Sold-out size')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal naming no field it shows under the form', async () => {
    const refusal = 'Silk scarf is in stock: add it to your cart';
    mockApi({ 'POST /api/stock-alerts': { status: 400, body: { message: refusal } } });
    const { user } = renderWithProviders(<BackInStockForm productId="p-1" soldOutSizes={[]} />, {
      preloadedState: { auth: { user: makeUser() } },
    });
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it("hands the focus to the shop's answer once the form has gone", async () => {
    const api = mockApi({ 'POST /api/stock-alerts': { status: 201, body: { message: CONFIRM } } });
    const { user } = renderWithProviders(<BackInStockForm productId="p-1" soldOutSizes={[]} />);
    await user.type(screen.getByLabelText('Your email'), 'amelia@example.com');
    await user.keyboard('{Enter}');
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(CONFIRM);
    expect(answer).toHaveFocus();
    expect(await sentBodies(api, 'POST /api/stock-alerts')).toEqual([{ productId: 'p-1', email: 'amelia@example.com' }]);
  });

  it('answers a signed-in shopper on a French page in French', async () => {
    mockApi({ 'POST /api/stock-alerts': { status: 201, body: { message: "We will email you when it's back." } } });
    const { user } = renderWithProviders(<BackInStockForm productId="p-1" soldOutSizes={[]} />, {
      preloadedState: { language: 'fr', auth: { user: makeUser() } },
    });
    await user.click(screen.getByRole('button', { name: 'Prévenez-moi de son retour' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nous vous écrirons dès son retour.');
  });
});
