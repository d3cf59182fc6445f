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
  it('saves the profile without touching the email consent, which the account page asks on its own', async () => {
    const jane = makeUser({ username: 'Jane', marketingEmails: true });
    const { user, fetchSpy, onClose } = renderModal(jane);
    expect(screen.queryByRole('checkbox', CONSENT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sentBodies(fetchSpy, EDIT)).toEqual([
      { username: 'Jane', profileImage: '', bio: '', profession: '', userId: jane._id },
    ]);
  });
});
