// The page's texts from its language's catalogue, by id: `translate('cart.title')`, `translate('cart.items', { count })`.
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageId } from './messageId';

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

export function useTranslate(): Translate {
  const { _ } = useLingui();
  return useCallback<Translate>((id, values) => _(id, values), [_]);
}
