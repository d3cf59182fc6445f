// The cart side panel of SPEC §2: lines with minus, plus and Remove, and the order summary. The lines have the panel's
// room and scroll in it, with the discount code, delivery and the summary's lines after them; the one grand total and
// checkout stay in view below.
import { MAX_LINES_PER_CHECKOUT, type ShortLine } from '@atelier/domain';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { errorMessage } from '../../shared/api/errors';
import { clearCart, selectCart } from '../../shared/cart/cartSlice';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { CartGrandTotal } from './CartGrandTotal';
import { CartLineItem, lineKeyText } from './CartLineItem';
import { CartSummary, type DeliveryCharge } from './CartSummary';
import { DiscountCodeField } from './DiscountCodeField';
import { GiftCardsField } from './GiftCardsField';
import { useCartPricing } from './useCartPricing';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  onCheckout: () => void;
  checkingOut?: boolean;
  /** Lines checkout found short of stock. */
  shortLines?: ShortLine[];
  /** Where to ship and the methods there, after the discount code. */
  delivery?: ReactNode;
  /** The delivery quoted for where the cart ships, once known: a line of the summary, and part of the grand total. */
  deliveryCharge?: DeliveryCharge;
  /** Why checkout did not open, when it is not about stock (a country nobody delivers to). */
  checkoutError?: string;
  /** Where the cart ships, once known: tax is the destination's (before it, the shop's home country's). */
  shippingCountry?: string;
  /** The shipping address asked in the shop, shown in place of the cart while it is asked. */
  addressStep?: ReactNode;
}

export function CartDrawer({
  open,
  onClose,
  onCheckout,
  checkingOut = false,
  shortLines = [],
  delivery,
  deliveryCharge,
  checkoutError,
  shippingCountry,
  addressStep,
}: CartDrawerProps) {
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const translate = useTranslate();
  const empty = cart.products.length === 0;
  // Checkout refuses more lines than one order may hold: say so here instead.
  const tooManyLines = cart.products.length > MAX_LINES_PER_CHECKOUT;
  const listRef = useRef<HTMLUListElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const { discount, includedTax, goods } = useCartPricing(shippingCountry, deliveryCharge?.methodId);

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

  if (addressStep && !empty)
    return (
      <Drawer open={open} onClose={onClose} title={translate('cart.title')}>
        {addressStep}
      </Drawer>
    );

  const footer = empty ? null : (
    <div className="flex flex-col gap-3">
      <CartGrandTotal goodsTotal={goods.grandTotal} delivery={deliveryCharge} taxLines={includedTax?.priced?.taxLines} />
      {checkoutError ? (
        <p className="text-sm text-accent" role="alert">
          {checkoutError}
        </p>
      ) : null}
      {tooManyLines && (
        <p id="cart-too-many-lines" className="text-sm text-accent">
          {translate('cart.tooManyLines', { max: MAX_LINES_PER_CHECKOUT })}
        </p>
      )}
      <Button
        block
        size="lg"
        onClick={onCheckout}
        disabled={checkingOut || tooManyLines}
        aria-describedby={tooManyLines ? 'cart-too-many-lines' : undefined}
      >
        {checkingOut ? translate('cart.redirecting') : translate('cart.checkout')}
      </Button>
    </div>
  );

  return (
    <Drawer open={open} onClose={onClose} title={translate('cart.title')} footer={footer}>
      {empty ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
          <ShoppingBag aria-hidden="true" className="size-10 text-muted" strokeWidth={1.25} />
          <p className="text-muted">{translate('cart.empty')}</p>
          <Button ref={continueRef} variant="secondary" onClick={onClose}>
            {translate('cart.continueShopping')}
          </Button>
        </div>
      ) : (
        <>
          <ul ref={listRef} aria-label={translate('cart.items')} className="divide-y divide-line">
            {cart.products.map((line, index) => (
              <CartLineItem
                key={lineKeyText(line)}
                line={line}
                short={
                  line.giftCard
                    ? undefined
                    : shortLines.find((short) => short._id === line._id && (short.size ?? undefined) === line.size)
                }
                onRemoved={() => focusAfterRemoval(index)}
              />
            ))}
          </ul>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={clear}>
              {translate('cart.clear')}
            </Button>
          </div>
          <div className="mt-3 space-y-6 border-t border-line pt-5">
            <DiscountCodeField
              lines={cart.products}
              code={cart.discountCode}
              applied={discount.data}
              refusal={discount.error ? errorMessage(discount.error) : undefined}
            />
            <GiftCardsField
              lines={cart.products}
              codes={cart.giftCardCodes ?? []}
              useStoreCredit={cart.useStoreCredit ?? false}
            />
            {delivery}
            <CartSummary
              cart={cart}
              discount={discount.error ? undefined : discount.data}
              pricesIncludeTax={includedTax !== undefined}
              delivery={deliveryCharge}
            />
          </div>
        </>
      )}
    </Drawer>
  );
}
