// Test helper for dashboard screens: a store with the given signed-in user and a router standing at a path.
import type { User } from '@atelier/domain';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore } from '../../app/store';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `routes` with the router at `path`; any other page shows its own path in `data-testid="location"`. */
export function renderAt(path: string, routes: React.ReactNode, user: User | null = null) {
  const store = makeStore({ auth: { user } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes}
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}
