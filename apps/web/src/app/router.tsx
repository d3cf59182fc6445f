import { createBrowserRouter } from 'react-router';
import HomePlaceholder from './HomePlaceholder';

export const router = createBrowserRouter([
  { path: '/', element: <HomePlaceholder /> },
  // The dashboard and its charts are a separate chunk, loaded only when opened.
  { path: '/dashboard/*', lazy: async () => ({ Component: (await import('../features/dashboard/DashboardApp')).default }) },
]);
