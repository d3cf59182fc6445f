// The storefront's texts in French (French typography: a narrow space before `:;!?`, « » around quotes).
import type { MessageId } from './en.ts';

export const messages: Record<MessageId, string> = {
  'language.name': 'Français',
  'language.switch': 'Langue',
};
