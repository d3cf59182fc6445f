// The cart side panel of SPEC §2: lines with minus, plus and Remove, the order summary, and checkout.
import { MAX_LINES_PER_CHECKOUT, type ShortLine } from '@atelier/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { errorMessage } from '../../shared/api/errors';
import { clearCart, selectCart } from '../../shared/cart/cartSlice';
import { selectCoversAny } from '../../shared/shop/automaticPromotionsSlice';
import { selectPricesIncludeTax } from '../../shared/shop/clientConfigSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { linesToPrice, useApplyDiscountCodeQuery } from './api';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { DiscountCodeField } from './DiscountCodeField';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  onCheckout: () => void;
  checkingOut?: boolean;
  /** Lines checkout found short of stock. */
  shortLines?: ShortLine[];
  /** Where to ship and what it costs, under the order summary, for goods after any discount (in dollars). */
  delivery?: (goods: { subtotal: number; grandTotal: number; freeDelivery: boolean }) => ReactNode;
  /** Why checkout did not open, when it is not about stock (a country nobody delivers to). */
  checkoutError?: string;
  /** Where the cart ships, once known: tax is the destination's (before it, the shop's home country's). */
  shippingCountry?: string;
}

export function CartDrawer({
  open,
  onClose,
  onCheckout,
  checkingOut = false,
  shortLines = [],
  delivery,
  checkoutError,
  shippingCountry,
}: CartDrawerProps) {
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const empty = cart.products.length === 0;
  // Checkout refuses more lines than one order may hold: say so here instead.
  const tooManyLines = cart.products.length > MAX_LINES_PER_CHECKOUT;
  const listRef = useRef<HTMLUListElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  // What the kept code, or an automatic promotion covering a line, takes off the cart as it is now, and, when prices
  // include tax, how much tax the cart holds: asked again whenever a line or the destination changes. Without any of
  // these, the spec's figures stand as they are.
  const automatic = useAppSelector(selectCoversAny(cart.products.map((line) => line.category)));
  const pricesIncludeTax = useAppSelector(selectPricesIncludeTax);
  const asked = useApplyDiscountCodeQuery(
    !empty && (cart.discountCode || automatic || pricesIncludeTax)
      ? {
          ...(cart.discountCode ? { code: cart.discountCode } : {}),
          products: linesToPrice(cart.products),
          ...(shippingCountry ? { shippingCountry } : {}),
        }
      : skipToken,
  );
  // A removed code shows nothing of what it last gave; an automatic promotion shows only what it takes off.
  const applies = (cart.discountCode || automatic) && (asked.data?.label ?? null) !== null;
  const discount = applies ? asked : { data: undefined, error: cart.discountCode ? asked.error : undefined };
  // The goods after the discount, and the total with tax: what delivery is priced for and added to.
  const includedTax = pricesIncludeTax ? { priced: asked.error ? undefined : asked.data } : undefined;
  const goods = discount.data
    ? {
        subtotal: Math.round((discount.data.subtotal - discount.data.discount) * 100) / 100,
        grandTotal: discount.data.total,
        freeDelivery: discount.data.shipping === 0,
      }
    : {
        subtotal: cart.totalPrice,
        grandTotal: includedTax ? (includedTax.priced?.total ?? cart.totalPrice) : cart.grandTotal,
        freeDelivery: false,
      };

  // Focus left on a Remove that is gone would fall back to the page: it goes to the Remove of the line now in that
  // place (or the one above, for the bottom line), or to Continue shopping once the cart is empty.
  const focusAfterRemoval = (index: number) => {
    const removes = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-line]') ?? [];
    (removes[Math.min(index, removes.length - 1)] ?? continueRef.current)?.focus();
  };
  const clear = () => {
    flushSync(() => dispatch(clearCart()));
    continueRef.current?.focus();
  };

  const footer = empty ? null : (
    <div className="space-y-4">
      <DiscountCodeField
        lines={cart.products}
        code={cart.discountCode}
        applied={discount.data}
        refusal={discount.error ? errorMessage(discount.error) : undefined}
      />
      <CartSummary cart={cart} discount={discount.error ? undefined : discount.data} includedTax={includedTax} />
      {delivery?.(goods)}
      <div className="flex flex-col gap-2">
        {checkoutError ? (
          <p className="text-sm text-accent" role="alert">
            {checkoutError}
          </p>
        ) : null}
        {tooManyLines && (
          <p id="cart-too-many-lines" className="text-sm text-accent">
            One order can hold at most {MAX_LINES_PER_CHECKOUT} different items. Please remove some to check out.
          </p>
        )}
        <Button
          block
          size="lg"
          onClick={onCheckout}
          disabled={checkingOut || tooManyLines}
          aria-describedby={tooManyLines ? 'cart-too-many-lines' : undefined}
        >
          {checkingOut ? 'Redirecting...' : 'Proceed to checkout'}
        </Button>
        <Button block variant="ghost" onClick={clear}>
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
          <Button ref={continueRef} variant="secondary" onClick={onClose}>
            Continue shopping
          </Button>
        </div>
      ) : (
        <ul ref={listRef} aria-label="Items in your cart" className="divide-y divide-line">
          {cart.products.map((line, index) => (
            <CartLineItem
              key={`${line._id}:${line.size ?? ''}`}
              line={line}
              short={shortLines.find((short) => short._id === line._id && (short.size ?? undefined) === line.size)}
              onRemoved={() => focusAfterRemoval(index)}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
