// What the wishlist and stock alerts add to the products feature's cards and page, loaded beside the code of the pages
// that show them (router.tsx), so the first visit's code carries none of it.
import { Outlet } from 'react-router';
import { BackInStockForm } from '../features/stockAlerts/BackInStockForm';
import { WishlistHeart } from '../features/wishlist/WishlistHeart';
import { type ProductExtras, ProductExtrasContext } from '../shared/productExtras';

const productExtras: ProductExtras = { SaveButton: WishlistHeart, BackInStock: BackInStockForm };

export function ProductExtrasRoute() {
  return (
    <ProductExtrasContext value={productExtras}>
      <Outlet />
    </ProductExtrasContext>
  );
}
