import type { User } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { MarketingConsentSwitch } from './MarketingConsentSwitch';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const EDIT = 'PATCH /api/auth/edit-profile';

/** The switch as the account page shows it: for the stored user, re-drawn as it changes. */
function StoredUserSwitch() {
  const user = useAppSelector(selectCurrentUser);
  return user ? <MarketingConsentSwitch user={user} /> : null;
}

function renderSwitch(jane: User) {
  const fetchSpy = mockApi({
    [EDIT]: async (request) => ({
      body: { message: 'Profile updated successfully', user: { ...jane, ...(await request.clone().json()) } },
    }),
  });
  const view = renderWithProviders(<StoredUserSwitch />, { preloadedState: { auth: { user: jane } } });
  return { ...view, fetchSpy };
}

describe('the email consent on the account page', () => {
  it('says yes with one click and no with the next, each saved at once, the focus staying on the switch', async () => {
    const jane = makeUser({ username: 'Jane', bio: 'Likes linen', marketingEmails: false });
    const { user, fetchSpy, store } = renderSwitch(jane);
    const consent = screen.getByRole('switch', { name: 'Email me about my cart and new arrivals' });
    expect(consent).toHaveAttribute('aria-checked', 'false');
    expect(consent).toHaveAccessibleDescription('You said no. One click says yes.');

    await user.click(consent);
    expect(await screen.findByText(/^Saved on .*: we will email you\.$/)).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-checked', 'true');
    expect(consent).toHaveFocus();
    expect(store.getState().auth.user?.marketingEmails).toBe(true);

    await user.click(consent);
    expect(await screen.findByText(/^Saved on .*: we will not email you\.$/)).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-checked', 'false');
    expect(await sentBodies(fetchSpy, EDIT)).toEqual([
      { userId: jane._id, username: 'Jane', marketingEmails: true },
      { userId: jane._id, username: 'Jane', marketingEmails: false },
    ]);
  });

  it('shows a shopper stored before the shop asked as having said no', () => {
    renderSwitch(makeUser({ marketingEmails: undefined }));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });
});
