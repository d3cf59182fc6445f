// The sandbox payment page's words in the language its checkout was opened in (the storefront page's, else the account's).
import type { Language } from '@atelier/domain';
import { type Speaking, speakingEveryLanguage } from '../../shared/catalogueText.ts';
import { en, type SandboxMessageId } from './sandboxCatalogues/en.ts';
import { fr } from './sandboxCatalogues/fr.ts';

const SPEAKING = speakingEveryLanguage<SandboxMessageId>({ en, fr });

export type SandboxSpeaking = Speaking<SandboxMessageId>;

/** The payment page's words in `language`. */
export const sandboxSpeaking = (language: Language): SandboxSpeaking => SPEAKING[language];
