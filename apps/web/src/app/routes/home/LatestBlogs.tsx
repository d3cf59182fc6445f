// Journal cards from static data; each picture is a small composition drawn in CSS.
import { SectionHeading } from '../../../components/SectionHeading';
import { useFormatDate } from '../../../shared/i18n/usePageIntl';
import { useTranslate } from '../../../shared/i18n/useTranslate';
import { BLOG_POSTS, type BlogArt } from './blogs';

/** Three shapes per picture: the ground, a large form and a small one. */
const ART: Record<BlogArt, [ground: string, large: string, small: string]> = {
  arch: ['bg-sand', 'inset-x-1/4 bottom-0 top-1/5 rounded-t-full bg-ivory', 'right-1/5 top-1/6 size-10 rounded-full bg-accent'],
  orbit: [
    'bg-accent-soft',
    'left-1/6 top-1/6 size-32 rounded-full bg-cream',
    'bottom-1/5 right-1/4 size-16 rounded-full bg-accent',
  ],
  horizon: [
    'bg-cream',
    'inset-x-0 bottom-0 h-2/5 bg-sand',
    'left-1/2 top-1/4 size-24 -translate-x-1/2 rounded-full bg-accent-dark',
  ],
  pillar: [
    'bg-neutral-soft',
    'bottom-0 left-1/3 h-4/5 w-1/4 rounded-t-full bg-accent-soft',
    'bottom-1/6 right-1/5 size-12 rotate-45 bg-ivory',
  ],
};

export function LatestBlogs() {
  const translate = useTranslate();
  const publishedOn = useFormatDate({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section aria-labelledby="blogs-title" className="mx-auto max-w-7xl px-4 pb-20 pt-8 sm:px-6 lg:px-8">
      <SectionHeading id="blogs-title" title={translate('home.blog.title')} subtitle={translate('home.blog.subtitle')} />
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {BLOG_POSTS.map((post) => {
          const [ground, large, small] = ART[post.art];
          return (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-card bg-ivory shadow-card">
                <div className={`relative aspect-[16/9] overflow-hidden sm:aspect-[4/3] ${ground}`} aria-hidden="true">
                  <span className={`absolute ${large}`} />
                  <span className={`absolute ${small}`} />
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="text-xs font-medium uppercase tracking-wider text-accent">
                    <time dateTime={post.published}>{publishedOn(post.published)}</time>
                  </p>
                  <h3 className="text-xl leading-snug text-ink">{translate(`home.blog.${post.id}.title`)}</h3>
                  <p className="text-sm text-muted">{translate(`home.blog.${post.id}.subtitle`)}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
