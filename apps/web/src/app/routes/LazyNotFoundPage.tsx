// The "not found" page where a page finds its product, category or page missing: its code is fetched only then, so the
// pages that exist do not download it.
import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
