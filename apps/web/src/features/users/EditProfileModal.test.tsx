import type { User } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { EditProfileModal } from './EditProfileModal';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const EDIT = 'PATCH /api/auth/edit-profile';
const CONSENT = { name: 'Email me about my cart and new arrivals' };

function renderModal(jane: User) {
  const fetchSpy = mockApi({
    [EDIT]: async (request) => ({
      body: { message: 'Profile updated successfully', user: { ...jane, ...(await request.clone().json()) } },
    }),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(<EditProfileModal user={jane} open onClose={onClose} uploadImage={vi.fn()} />, {
    preloadedState: { auth: { user: jane } },
  });
  return { ...view, fetchSpy, onClose };
}

describe('EditProfileModal', () => {
  it('shows the consent as the stored user gave it, and sends it once the shopper changes it', async () => {
    const jane = makeUser({ username: 'Jane', marketingEmails: false });
    const { user, fetchSpy, onClose, store } = renderModal(jane);
    const consent = screen.getByRole('checkbox', CONSENT);
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sentBodies(fetchSpy, EDIT)).toEqual([
      { username: 'Jane', profileImage: '', bio: '', profession: '', marketingEmails: true, userId: jane._id },
    ]);
    expect(store.getState().auth.user?.marketingEmails).toBe(true);
  });

  it('leaves the consent out when the shopper did not touch it, so an old stored answer is never sent again', async () => {
    const jane = makeUser({ username: 'Jane', marketingEmails: true });
    const { user, fetchSpy, onClose } = renderModal(jane);
    expect(screen.getByRole('checkbox', CONSENT)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = await sentBodies(fetchSpy, EDIT);
    expect(sent).not.toHaveProperty('marketingEmails');
  });
});
