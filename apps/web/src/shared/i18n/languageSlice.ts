// The page's language in the store, set once from its address: the data layer asks the API in it, and it never
// changes while the page is open (switching language loads the other language's page).
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';

export type LanguageState = Language;

export const languageReducer = (state: LanguageState = DEFAULT_LANGUAGE): LanguageState => state;
