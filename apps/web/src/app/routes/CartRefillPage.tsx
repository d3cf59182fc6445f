// Where a checkout reminder's link leads (/cart?item=…): the pieces it names go back in the cart as the shop has them
// now, never more than is in stock, and the shop opens with the cart showing. A piece gone or sold out since is left
// out, saying so.
import { type Product, type RefillLine, readCartRefill } from '@atelier/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import { productsApi } from '../../features/products/api';
import { stockOf } from '../../features/products/useAddToCart';
import { type CartLine, refillCart } from '../../shared/cart/cartSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import type { AppDispatch } from '../../shared/store/storeTypes';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

export const PIECES_LEFT_OUT = 'Some pieces are no longer available, so they were left out.';

/** The product as the shop has it now, or null when it is gone. */
async function productNow(dispatch: AppDispatch, id: string): Promise<Product | null> {
  const request = dispatch(productsApi.endpoints.getProductById.initiate(id));
  try {
    return (await request.unwrap()).product;
  } catch {
    return null;
  } finally {
    request.unsubscribe();
  }
}

function lineOf({ _id, name, price, image, category, color }: Product, wanted: RefillLine, stock: number): CartLine {
  const quantity = Math.min(wanted.quantity, stock);
  return { _id, name, price, image, category, color, ...(wanted.size ? { size: wanted.size } : {}), stock, quantity };
}

export default function CartRefillPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useDocumentTitle('Your cart');

  useEffect(() => {
    let left = false;
    const wanted = readCartRefill(search);
    Promise.all(wanted.map((line) => productNow(dispatch, line.productId))).then((products) => {
      if (left) return;
      const lines = wanted.flatMap((line, i) => {
        const product = products[i];
        const stock = product ? stockOf(product, line.size ?? undefined) : 0;
        return product && stock > 0 ? [lineOf(product, line, stock)] : [];
      });
      dispatch(refillCart(lines));
      if (lines.length < wanted.length) toast.message(PIECES_LEFT_OUT);
      navigate('/shop', { replace: true, state: { openCart: true } });
    });
    return () => {
      left = true;
    };
  }, [search, dispatch, navigate]);

  return <LoadingState text="Filling your cart..." />;
}
