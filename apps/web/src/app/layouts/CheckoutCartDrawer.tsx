// The cart drawer wired to checkout and delivery; it loads when the cart first opens, with the data layer that starts a
// checkout session. "Ship to" starts from the customer's last order's country, else the first zone's first country.
import { useState } from 'react';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { useCheckout } from '../../features/checkout/useCheckout';
import { useGetOrdersByEmailQuery } from '../../features/orders/api';
import { useGetShippingCountriesQuery } from '../../features/shipping/api';
import { CartDelivery } from '../../features/shipping/CartDelivery';
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
  return (
    <CartDrawer
      open={open}
      onClose={onClose}
      onCheckout={checkout}
      checkingOut={checkingOut}
      shortLines={shortLines}
      checkoutError={checkoutError}
      shippingCountry={shipTo || undefined}
      delivery={(goods) =>
        open && cart.products.length > 0 && shipTo ? (
          <CartDelivery {...goods} country={shipTo} onCountryChange={setShipTo} />
        ) : null
      }
    />
  );
}
