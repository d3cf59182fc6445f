// One language's Lingui instance, from its compiled catalogue: a page speaks one language from start to end.
import type { Language } from '@atelier/domain';
import { type Messages, setupI18n } from '@lingui/core';

export function createI18n(language: Language, messages: Messages) {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}
