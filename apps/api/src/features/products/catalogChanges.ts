import type { FeatureName } from '../../routePolicy.ts';

/**
 * What the catalog's answers and pages show can change through these features: products, ratings and reviews,
 * reviewers' names (users), and stock taken or given back by checkout.
 */
export const CATALOG_CHANGED_BY: FeatureName[] = ['products', 'reviews', 'users', 'checkout'];
