// Renders a screen as the app does: a fresh store (optionally pre-filled) and a memory router.
import type { User } from '@atelier/domain';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Route, type RouteObject, RouterProvider, Routes, useLocation } from 'react-router';
import { i18nOf } from '../shared/i18n/everyCatalogue';
import { makeStore } from '../shared/store/makeStore';
import type { RootState } from '../shared/store/rootReducer';

export interface RenderOptions {
  /** The address the router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams). */
  path?: string;
  preloadedState?: Partial<RootState>;
  /** Other routes, e.g. to see where a screen navigates. */
  routes?: RouteObject[];
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', preloadedState, routes = [] }: RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18nOf[store.getState().language]}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * Renders `routes` with `user` signed in and the router at `path`; any other page shows its own path in
 * `data-testid="location"`. Returns the store.
 */
export function renderAt(path: string, routes: ReactNode, user: User | null = null) {
  const page = (
    <Routes>
      {routes}
      <Route path="*" element={<WhereAmI />} />
    </Routes>
  );
  return renderWithProviders(page, { route: path, preloadedState: { auth: { user } } }).store;
}

/** Renders a screen as `renderWithProviders` does, on a French page (`/fr/…`): every text in French. */
export const renderInFrench = (ui: ReactElement, options: Omit<RenderOptions, 'preloadedState'> = {}) =>
  renderWithProviders(ui, { ...options, preloadedState: { language: 'fr' } });

/** Renders a component that needs nothing but the page's texts, in English. */
export function renderInEnglish(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18nOf.en}>{children}</I18nProvider> });
}
