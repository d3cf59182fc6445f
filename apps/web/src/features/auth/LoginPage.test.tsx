import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeShopSettings, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import LoginPage from './LoginPage';

function Landing() {
  const location = useLocation();
  return <p>Landed on {`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderLogin(route = '/login', shop = makeShopSettings()) {
  return renderWithProviders(<LoginPage />, {
    route,
    path: '/login',
    routes: [{ path: '*', element: <Landing /> }],
    preloadedState: { shop },
  });
}

describe('LoginPage', () => {
  it('says inline that the email or password was refused', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid email and password!');
    expect(store.getState().auth.user).toBeNull();
  });

  it('reads Signing in... and takes no second press until the shop answers', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const fetchSpy = mockApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    answer({ status: 401, body: { message: 'Invalid email or password' } });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(await sentBodies(fetchSpy, 'POST /api/auth/login')).toHaveLength(1);
  });

  it('names the shop as its settings do', () => {
    renderLogin('/login', makeShopSettings({ shop: { name: 'Maison Lune' } }));
    expect(screen.getByText('Maison Lune · New season')).toBeInTheDocument();
    expect(screen.getByText(/New to Maison Lune\?/)).toBeInTheDocument();
    expect(screen.queryByText(/Atelier/)).toBeNull();
  });

  it('keeps the email field plain text and both fields required', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('signs in, remembers the user and goes home', async () => {
    const jane = makeUser({ email: 'jane@example.com' });
    const fetchSpy = mockApi({ 'POST /api/auth/login': { body: { token: 't', user: jane } } });
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Landed on / null')).toBeInTheDocument();
    expect(store.getState().auth.user).toEqual(jane);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(jane);
    expect(await sentBodies(fetchSpy, 'POST /api/auth/login')).toEqual([
      { email: 'jane@example.com', password: 'secret-password' },
    ]);
  });

  it('returns a shopper who signed in to check out to the page they left, with the cart open', async () => {
    mockApi({ 'POST /api/auth/login': { body: { token: 't', user: makeUser() } } });
    const { user } = renderLogin('/login?redirect=%2Fshop%3Fpage%3D2&cart=open');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Landed on /shop {"openCart":true}')).toBeInTheDocument();
  });
});
