// The cart side panel of SPEC §2: lines with minus, plus and Remove, the order summary, and checkout.
import type { ShortLine } from '@atelier/domain';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { clearCart, selectCart } from '../../shared/cart/cartSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  onCheckout: () => void;
  checkingOut?: boolean;
  /** Lines checkout found short of stock. */
  shortLines?: ShortLine[];
}

export function CartDrawer({ open, onClose, onCheckout, checkingOut = false, shortLines = [] }: CartDrawerProps) {
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const empty = cart.products.length === 0;

  const footer = empty ? null : (
    <div className="space-y-4">
      <CartSummary cart={cart} />
      <div className="flex flex-col gap-2">
        <Button block size="lg" onClick={onCheckout} disabled={checkingOut}>
          {checkingOut ? 'Redirecting...' : 'Proceed to checkout'}
        </Button>
        <Button block variant="ghost" onClick={() => dispatch(clearCart())}>
          Clear cart
        </Button>
      </div>
    </div>
  );

  return (
    <Drawer open={open} onClose={onClose} title="Your cart" footer={footer}>
      {empty ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
          <ShoppingBag aria-hidden="true" className="size-10 text-muted" strokeWidth={1.25} />
          <p className="text-muted">Your cart is empty.</p>
          <Button variant="secondary" onClick={onClose}>
            Continue shopping
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {cart.products.map((line) => (
            <CartLineItem
              key={`${line._id}:${line.size ?? ''}`}
              line={line}
              short={shortLines.find((short) => short._id === line._id && (short.size ?? undefined) === line.size)}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
