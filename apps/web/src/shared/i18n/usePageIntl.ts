// Names and figures written for the page's language through Intl: countries ("France", "Allemagne"), delivery
// windows ("2–4 working days", "2–4 jours ouvrés"), dates ("Dec 2, 2026", "2 déc. 2026").
import { LANGUAGE_LOCALES } from '@atelier/domain';
import { useCallback } from 'react';
import { useLanguage } from './useLanguage';
import { useTranslate } from './useTranslate';

export function useCountryName(): (code: string) => string {
  const language = useLanguage();
  return useCallback(
    (code: string) => {
      try {
        return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
    [language],
  );
}

export function useDeliveryWindowText(): (minDays: number, maxDays: number) => string {
  const translate = useTranslate();
  return (minDays, maxDays) =>
    translate('delivery.window', { days: minDays === maxDays ? `${minDays}` : `${minDays}–${maxDays}`, max: maxDays });
}

/** A date as the page's language writes it, with `options` (Intl.DateTimeFormat's). */
export function useFormatDate(options: Intl.DateTimeFormatOptions): (date: string | Date) => string {
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by their contents
  return useCallback((date: string | Date) => new Intl.DateTimeFormat(locale, options).format(new Date(date)), [locale, key]);
}
