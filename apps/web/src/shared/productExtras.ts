// What other features add to the products feature's card and page: the wishlist's heart and the back-in-stock form.
// The app hands them in (app/AppRoot.tsx), so the products feature imports neither feature.
import type { Size } from '@atelier/domain';
import { type ComponentType, createContext, useContext } from 'react';

export interface ProductExtras {
  /** Saves the product for later, or takes it off; on every card and product page. */
  SaveButton?: ComponentType<{ productId: string; className?: string }>;
  /** Asks for a mail when the product, or one of `soldOutSizes`, is back; on the page of a sold-out one. */
  BackInStock?: ComponentType<{ productId: string; soldOutSizes: Size[] }>;
}

export const ProductExtrasContext = createContext<ProductExtras>({});

export function useProductExtras(): ProductExtras {
  return useContext(ProductExtrasContext);
}
