// The page's language, as its address gave it (`/fr/…` is French).
import type { Language } from '@atelier/domain';
import { useAppSelector } from '../store/hooks';

export const useLanguage = (): Language => useAppSelector((state) => state.language);
