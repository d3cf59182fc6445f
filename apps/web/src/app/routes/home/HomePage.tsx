import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../../shared/useDocumentTitle';
import { CategoryCards } from './CategoryCards';
import { HeroBanner } from './HeroBanner';

const BelowTheFold = lazy(() => import('./BelowTheFold'));

export default function HomePage() {
  useDocumentTitle("Women's fashion, jewellery and beauty");
  return (
    <main>
      <HeroBanner />
      <CategoryCards />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </main>
  );
}
