// A request that fails its schema, told in the reader's language (decision 760): in English, the schema's own sentence
// ("Password must be at least 8 characters"); in another language, a sentence made from the kind of problem and the
// field's name ("Le mot de passe doit compter au moins 8 caractères"), or the general one for a field the catalogue
// does not name.
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '@atelier/domain';
import { type Speaking, speakingIn } from './catalogueText.ts';
import { fr, type ValidationId } from './validationCatalogues/fr.ts';

/** One problem of a request, as the schema's validation reports it: its path, its kind (zod's code) and details. */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const SPEAKING: Record<TranslatedLanguage, Speaking<ValidationId>> = { fr: speakingIn('fr', fr) };

const isValidationId = (id: string): id is ValidationId => Object.hasOwn(fr, id);

/** The sentence of `issue`'s kind, with the details it needs. */
function problemOf({ keyword, params = {} }: ValidationIssue): { id: ValidationId; values?: Record<string, number> } {
  const { origin, minimum, maximum, format } = params;
  const bound = (value: unknown) => Number(value);
  if (keyword === 'too_small' && origin === 'string') {
    return bound(minimum) <= 1 ? { id: 'invalid.required' } : { id: 'invalid.tooShort', values: { minimum: bound(minimum) } };
  }
  if (keyword === 'too_big' && origin === 'string') return { id: 'invalid.tooLong', values: { maximum: bound(maximum) } };
  if (keyword === 'too_small' && origin === 'number') return { id: 'invalid.tooLow', values: { minimum: bound(minimum) } };
  if (keyword === 'too_big' && origin === 'number') return { id: 'invalid.tooHigh', values: { maximum: bound(maximum) } };
  if (keyword === 'invalid_format' && format === 'email') return { id: 'invalid.email' };
  return { id: 'invalid.field' };
}

/** `issue` worded in `language`. */
export function validationText(issue: ValidationIssue, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return issue.message ?? 'Invalid value';
  const { t } = SPEAKING[language as TranslatedLanguage];
  const fieldId = `field.${issue.instancePath.split('/').at(-1)}`;
  if (!isValidationId(fieldId)) return t('invalid.value');
  const { id, values } = problemOf(issue);
  return t(id, { field: t(fieldId), ...values });
}
