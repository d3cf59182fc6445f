// A note offering the page in the visitor's language, when the browser prefers one the shop speaks (or this browser
// chose one before) and the page is in another. Never a redirect: search engines and shared links see each language
// at its own address. Dismissing it, like switching, remembers the choice.
import { isLanguage, type Language } from '@atelier/domain';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { rememberedLanguage, rememberLanguage } from '../../shared/i18n/rememberLanguage';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useLanguageLinks } from './useLanguageLinks';

/** The language to offer: the one chosen before, else the first the browser prefers that the shop speaks. */
async function offeredLanguage(): Promise<Language | undefined> {
  const chosen = await rememberedLanguage();
  if (chosen !== undefined) return isLanguage(chosen) ? chosen : undefined;
  return navigator.languages.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage);
}

export function LanguageNote() {
  const translate = useTranslate();
  const page = useLanguage();
  const user = useAppSelector(selectCurrentUser);
  const links = useLanguageLinks();
  // Read in the browser only, after the page is taken over: the server's page is the same for everyone.
  const [offered, setOffered] = useState<Language>();
  useEffect(() => {
    void offeredLanguage().then(setOffered);
  }, []);
  const link = links.find((candidate) => candidate.language === offered && candidate.language !== page);
  if (!link) return null;
  return (
    <aside
      aria-label={translate('language.switch')}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center gap-3 rounded-card border border-line bg-ivory p-3 pl-4 text-sm shadow-card"
    >
      <p className="flex-1">
        <a
          href={link.href}
          hrefLang={link.language}
          lang={link.language}
          onClick={() => rememberLanguage(link.language, user)}
          className="font-medium text-accent underline underline-offset-2"
        >
          {translate('language.offer', {
            language: new Intl.DisplayNames([page], { type: 'language' }).of(link.language) ?? link.name,
          })}
        </a>
      </p>
      <button
        type="button"
        aria-label={translate('language.dismiss')}
        onClick={() => {
          rememberLanguage(page, user);
          setOffered(undefined);
        }}
        className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-cream"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
