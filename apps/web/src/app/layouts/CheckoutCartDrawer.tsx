// The cart drawer wired to checkout and delivery; it loads when the cart first opens, with the data layer that starts a
// checkout session. "Ship to" starts from the customer's last order's country, else the first zone's first country;
// the cheapest method there is the delivery the cart's summary and grand total show.
import { useState } from 'react';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { useCartPricing } from '../../features/cart/useCartPricing';
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
  const [shipTo, setShipTo] = useShipTo(open);
  const cart = useAppSelector(selectCart);
  const { checkout, checkingOut, shortLines, checkoutError } = useCheckout(shipTo);
  const quoting = open && cart.products.length > 0 && shipTo !== '';
  const { goods } = useCartPricing(shipTo || undefined);
  const asked = { country: quoting ? shipTo : '', subtotal: goods.subtotal, freeDelivery: goods.freeDelivery };
  const { cheapest } = useDeliveryEstimate(asked);
  return (
    <CartDrawer
      open={open}
      onClose={onClose}
      onCheckout={checkout}
      checkingOut={checkingOut}
      shortLines={shortLines}
      checkoutError={checkoutError}
      shippingCountry={shipTo || undefined}
      delivery={quoting ? <CartDelivery {...asked} onCountryChange={setShipTo} /> : null}
      deliveryCharge={quoting && cheapest ? { name: cheapest.name, price: cheapest.price } : undefined}
    />
  );
}
