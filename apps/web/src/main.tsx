import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { store } from './app/store';
import './styles/index.css';

const Toaster = lazy(() => import('./components/Toaster'));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole page at once (on a slow phone that was a quarter of a second without answering a tap).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </Provider>
    </StrictMode>,
  );
});
