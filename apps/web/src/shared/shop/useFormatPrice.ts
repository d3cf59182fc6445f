// The one way the web shows an amount of money: in the shop's currency (from the config), for the page's locale.
import { formatMoney, LANGUAGE_LOCALES } from '@atelier/domain';
import { useCallback } from 'react';
import { useLanguage } from '../i18n/useLanguage';
import { useAppSelector } from '../store/hooks';
import { selectCurrency } from './clientConfigSlice';

/** Formats amounts in major units (dollars, euros, yen) as the shop's screens show them: `$1,234.50`, `€20.00`, `¥1,235`. */
export function useFormatPrice(): (amount: number) => string {
  const currency = useAppSelector(selectCurrency);
  // `$1,234.50` in English, `1 234,50 $US` in French.
  const locale = LANGUAGE_LOCALES[useLanguage()];
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
}
