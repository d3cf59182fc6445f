import type { ActiveSession } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { ActiveSessions } from './ActiveSessions';

const laptop: ActiveSession = {
  _id: 'laptop',
  device: 'Firefox on Linux',
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: '2026-11-22T12:00:00.000Z',
  current: true,
};
const phone: ActiveSession = { ...laptop, _id: 'phone', device: 'Safari on iPhone', current: false };

function renderSessions() {
  return renderWithProviders(<ActiveSessions />, { preloadedState: { auth: { user: makeUser() } } });
}

describe('ActiveSessions', () => {
  it('lists each device with when it was last seen, marking this device', async () => {
    mockApi({ 'GET /api/auth/sessions': { body: [laptop, phone] } });
    renderSessions();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Firefox on Linux'),
      expect.stringContaining('Safari on iPhone'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('This device')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText(/^Last seen Nov 22, 2026/)).toBeInTheDocument();
  });

  it('signs out everywhere else and then lists only this device', async () => {
    let signedOutElsewhere = false;
    mockApi({
      'GET /api/auth/sessions': () => ({ body: signedOutElsewhere ? [laptop] : [laptop, phone] }),
      'DELETE /api/auth/sessions/others': () => {
        signedOutElsewhere = true;
        return { body: { message: 'Signed out everywhere else', ended: 1 } };
      },
    });
    const { user } = renderSessions();
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    // The list is asked again once the other sessions have ended: wait for the phone to leave it.
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('offers nothing to sign out when this is the only session', async () => {
    mockApi({ 'GET /api/auth/sessions': { body: [laptop] } });
    renderSessions();
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });
});
