import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nOf } from '../../shared/i18n/everyCatalogue';
import { makeStore } from '../../shared/store/makeStore';
import ErrorScreen from './ErrorScreen';

function NoFallback() {
  return null;
}

function renderFailingRoute(fail: () => never) {
  // React reports errors caught by the router to the console; the screen is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([
    { path: '/', loader: fail, HydrateFallback: NoFallback, element: <p>never</p>, errorElement: <ErrorScreen /> },
  ]);
  render(
    <Provider store={makeStore()}>
      <I18nProvider i18n={i18nOf.en}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
}

describe('ErrorScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the status and text of a failed route', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    renderFailingRoute(() => {
      throw new Error('The shelf collapsed');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The shelf collapsed')).toBeInTheDocument();
  });
});
