// The language switchers: a short one in the header, the full list in the phone menu and the footer. Each goes to the
// same page in the other language (a new page load, with that language's texts), and remembers the choice.

import { rememberLanguage } from '../../shared/i18n/rememberLanguage';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { type LanguageLink, useLanguageLinks } from './useLanguageLinks';

function LanguageAnchor({ link, className, short }: { link: LanguageLink; className: string; short?: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  return (
    <a
      href={link.href}
      hrefLang={link.language}
      lang={link.language}
      aria-current={link.current ? 'true' : undefined}
      onClick={() => rememberLanguage(link.language, user)}
      className={className}
    >
      {short ? (
        <>
          <span aria-hidden="true">{link.language.toUpperCase()}</span>
          <span className="sr-only">{link.name}</span>
        </>
      ) : (
        link.name
      )}
    </a>
  );
}

/** The header's: the other languages by their codes. */
export function HeaderLanguageLinks({ className }: { className: string }) {
  return useLanguageLinks()
    .filter((link) => !link.current)
    .map((link) => <LanguageAnchor key={link.language} link={link} className={className} short />);
}

/** Every language by its name, the page's marked: in the phone menu and the footer. */
export function LanguageList({ className, linkClassName }: { className?: string; linkClassName: string }) {
  const translate = useTranslate();
  const links = useLanguageLinks();
  return (
    <nav aria-label={translate('language.switch')} className={className}>
      <ul className="flex flex-wrap gap-x-4">
        {links.map((link) => (
          <li key={link.language}>
            <LanguageAnchor link={link} className={linkClassName} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
