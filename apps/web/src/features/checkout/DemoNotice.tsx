// A demo shop (the sandbox running in production) says on every storefront page that no real payment is taken.

import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectDemoPayments } from '../../shared/shop/clientConfigSlice';
import { useAppSelector } from '../../shared/store/hooks';

export function DemoNotice() {
  const translate = useTranslate();
  if (!useAppSelector(selectDemoPayments)) return null;
  return (
    <p role="note" className="bg-ink px-4 py-2 text-center text-sm font-medium text-ivory">
      {translate('demo.notice')}
    </p>
  );
}
