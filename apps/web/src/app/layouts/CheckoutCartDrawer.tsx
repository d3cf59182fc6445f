// The cart drawer wired to checkout and delivery; it loads when the cart first opens, with the data layer that starts a
// checkout session. "Ship to" starts from the customer's last order's country, else the first zone's first country;
// the cheapest method there is the delivery the cart's summary and grand total show. A cart of gift cards alone is not
// delivered: it asks no country.
import { useState } from 'react';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { useCartPricing } from '../../features/cart/useCartPricing';
import { PrepaidAddressForm } from '../../features/checkout/PrepaidAddressForm';
import { useCheckout } from '../../features/checkout/useCheckout';
import { useGetOrdersByEmailQuery } from '../../features/orders/api';
import { useGetShippingCountriesQuery } from '../../features/shipping/api';
import { CartDelivery } from '../../features/shipping/CartDelivery';
import { useDeliveryEstimate } from '../../features/shipping/useDeliveryEstimate';
import { selectCart } from '../../shared/cart/cartSlice';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';

interface CheckoutCartDrawerProps {
  open: boolean;
  onClose: () => void;
}

function useShipTo(open: boolean) {
  const user = useAppSelector(selectCurrentUser);
  const [chosen, setChosen] = useState('');
  const countries = useGetShippingCountriesQuery(undefined, { skip: !open }).data?.countries ?? [];
  const orders = useGetOrdersByEmailQuery(user?.email ?? '', { skip: !open || !user }).data ?? [];
  const lastCountry = orders.find((order) => order.shippingAddress)?.shippingAddress?.country;
  const fallback = lastCountry && countries.includes(lastCountry) ? lastCountry : (countries[0] ?? '');
  return [chosen || fallback, setChosen] as const;
}

export function CheckoutCartDrawer({ open, onClose }: CheckoutCartDrawerProps) {
  const cart = useAppSelector(selectCart);
  const delivered = cart.products.some((line) => !line.giftCard);
  const [chosenShipTo, setShipTo] = useShipTo(open && delivered);
  const shipTo = delivered ? chosenShipTo : '';
  const { checkout, checkingOut, shortLines, checkoutError, addressStep, leaveAddressStep } = useCheckout(shipTo);
  const quoting = open && cart.products.length > 0 && shipTo !== '';
  const { goods } = useCartPricing(shipTo || undefined);
  const asked = { country: quoting ? shipTo : '', subtotal: goods.subtotal, freeDelivery: goods.freeDelivery };
  const { cheapest, current } = useDeliveryEstimate(asked);
  return (
    <CartDrawer
      open={open}
      onClose={onClose}
      onCheckout={() => checkout()}
      checkingOut={checkingOut}
      shortLines={shortLines}
      checkoutError={checkoutError}
      shippingCountry={shipTo || undefined}
      delivery={quoting ? <CartDelivery {...asked} onCountryChange={setShipTo} /> : null}
      deliveryCharge={
        quoting && cheapest
          ? // The method is sent to be taxed only once it is the new country's: another country's would be refused.
            { name: cheapest.name, price: cheapest.price, ...(current ? { methodId: cheapest._id } : {}) }
          : undefined
      }
      addressStep={
        addressStep ? (
          <PrepaidAddressForm
            country={shipTo}
            onPlace={checkout}
            onBack={leaveAddressStep}
            busy={checkingOut}
            refusal={addressStep.refusal}
          />
        ) : null
      }
    />
  );
}
