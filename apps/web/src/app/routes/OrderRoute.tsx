// The customer's order page: the order (orders) with its returns and the way to ask for one (returns).
import OrderPage from '../../features/orders/OrderPage';
import { OrderReturns } from '../../features/returns/OrderReturns';

export default function OrderRoute() {
  return <OrderPage after={(order) => <OrderReturns order={order} />} />;
}
