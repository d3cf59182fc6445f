// The sign of the shop's currency, for the labels of money fields: "Price ($)", "Price (€)".
import { currencySymbol } from '@atelier/domain';
import { useAppSelector } from '../store/hooks';
import { selectCurrency } from './clientConfigSlice';

export function useCurrencySymbol(): string {
  return currencySymbol(useAppSelector(selectCurrency));
}
