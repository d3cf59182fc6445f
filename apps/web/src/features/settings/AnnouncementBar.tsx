// The line above the header of every storefront page while the announcement is on, leading to its link when it has one.
// A labelled region of its own, so a screen reader's list of landmarks finds it (it sits above the page's banner).
import type { ShopSettings } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { ShopLink } from './ShopLink';

export function AnnouncementBar({ announcement }: { announcement: ShopSettings['announcement'] }) {
  const translate = useTranslate();
  if (!announcement.active || !announcement.text) return null;
  return (
    <section
      data-announcement
      aria-label={translate('announcement.label')}
      className="bg-accent px-4 py-2.5 text-center text-sm font-medium tracking-wide text-ivory"
    >
      {announcement.link ? (
        <ShopLink
          to={announcement.link}
          className="inline-flex min-h-6 items-center underline decoration-ivory/50 underline-offset-4 hover:decoration-ivory"
        >
          {announcement.text}
        </ShopLink>
      ) : (
        <p>{announcement.text}</p>
      )}
    </section>
  );
}
