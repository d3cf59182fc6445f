// Every route of the shop. Pages other than home load as their own chunks, so the first visit downloads little.
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import HomePage from '../features/home/HomePage';
import ErrorScreen from '../features/pages/ErrorScreen';
import MainLayout from '../layouts/MainLayout';

type PageModule = { default: React.ComponentType };

/**
 * On the first visit the header shows at once, while the page's code arrives; this holds the page's place
 * (and keeps the footer below the first screen, so it does not jump when the page comes).
 */
function PageFallback() {
  return <div className="min-h-dvh" />;
}

function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: (await load()).default }), HydrateFallback: PageFallback };
}

// Loaders start the page's product request while its code downloads; the data layer itself is fetched on demand.
const loadPrefetch = () => import('../features/products/prefetch');
const prefetchShopPage = () => {
  void loadPrefetch().then((prefetch) => prefetch.prefetchShopPage());
  return null;
};
const prefetchProductPage = ({ params }: LoaderFunctionArgs) => {
  void loadPrefetch().then((prefetch) => prefetch.prefetchProductPage(params.id));
  return null;
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', loader: prefetchShopPage, ...page(() => import('../features/products/ShopPage')) },
      { path: 'shop/:id', loader: prefetchProductPage, ...page(() => import('../features/products/ProductPage')) },
      { path: 'categories/:categoryName', ...page(() => import('../features/products/CategoryPage')) },
      { path: 'search', ...page(() => import('../features/search/SearchPage')) },
      { path: 'success', ...page(() => import('../features/checkout/SuccessPage')) },
      { path: 'orders/:orderId', ...page(() => import('../features/orders/OrderPage')) },
      { path: 'contact', ...page(() => import('../features/pages/ContactPage')) },
      { path: 'unauthorized', ...page(() => import('../features/pages/UnauthorizedPage')) },
      { path: '*', ...page(() => import('../features/pages/NotFoundPage')) },
    ],
  },
  { path: '/login', ...page(() => import('../features/auth/LoginPage')) },
  { path: '/register', ...page(() => import('../features/auth/RegisterPage')) },
  // The dashboard and its charts load only when opened.
  { path: '/dashboard/*', ...page(() => import('../features/dashboard/DashboardApp')) },
];

export const router = createBrowserRouter(routes);
