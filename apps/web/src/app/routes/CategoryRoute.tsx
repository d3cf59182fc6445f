// /categories/:categoryName: the category's page, or 'Page not found' for a name that is no category.
import { CATEGORIES } from '@atelier/domain';
import { useParams } from 'react-router';
import CategoryPage from '../../features/products/CategoryPage';
import { LazyNotFoundPage } from './LazyNotFoundPage';

export default function CategoryRoute() {
  const category = (useParams().categoryName ?? '').toLowerCase();
  return (CATEGORIES as readonly string[]).includes(category) ? <CategoryPage /> : <LazyNotFoundPage />;
}
