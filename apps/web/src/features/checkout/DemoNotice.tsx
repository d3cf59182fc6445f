// A demo shop (the sandbox running in production) says on every storefront page that no real payment is taken.
import { DEMO_PAYMENTS_NOTICE } from '@atelier/domain';
import { useGetClientConfigQuery } from './api';

export function DemoNotice() {
  const { data } = useGetClientConfigQuery();
  if (!data?.demoPayments) return null;
  return (
    <p role="note" className="bg-ink px-4 py-2 text-center text-sm font-medium text-ivory">
      {DEMO_PAYMENTS_NOTICE}
    </p>
  );
}
