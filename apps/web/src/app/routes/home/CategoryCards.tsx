// The four categories, each a door into its own page.
import { CATEGORIES, type Category } from '@atelier/domain';
import { Gem, Handbag, type LucideIcon, Shirt, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslate } from '../../../shared/i18n/useTranslate';

const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  accessories: Handbag,
  dress: Shirt,
  jewellery: Gem,
  cosmetics: Sparkles,
};

export function CategoryCards() {
  const translate = useTranslate();
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="categories-title" title={translate('home.byCategory')} />
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category}>
              <Link
                to={`/categories/${category}`}
                className="group flex flex-col items-center gap-4 rounded-card bg-cream px-4 py-8 transition-colors hover:bg-sand"
              >
                <span className="grid size-20 place-items-center rounded-full bg-ivory text-accent transition-transform group-hover:scale-105">
                  <Icon size={32} strokeWidth={1.5} aria-hidden="true" />
                </span>
                <span className="font-display text-lg capitalize text-ink">
                  {translate('filter.option', { value: category, label: category })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
