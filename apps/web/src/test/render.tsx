// Renders a screen as the app does: a fresh store (optionally pre-filled) and a memory router.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { makeStore, type RootState } from '../app/store';

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
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
