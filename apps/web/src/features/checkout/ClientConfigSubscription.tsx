// Reads the payment config once on a screen whose HTML did not bring it (the development server's plain pages):
// the demo notice shows from the store's copy this fills.
import { useAppSelector } from '../../shared/store/hooks';
import { useGetClientConfigQuery } from './api';

export default function ClientConfigSubscription() {
  const known = useAppSelector((state) => state.clientConfig !== null);
  useGetClientConfigQuery(undefined, { skip: known });
  return null;
}
