// The colours a product's style comes in, as dots with their names: the current one marked, each other a link to
// its own page, a sold-out one marked rather than hidden.
import type { Color, ProductSibling } from '@atelier/domain';
import { Link } from 'react-router';
import { useTranslate } from '../../shared/i18n/useTranslate';

/**
 * How each of the shop's colour names is drawn as a dot: classes, not a `style` attribute, which the page's
 * Content-Security-Policy refuses in the server's HTML.
 */
const DOT_COLORS: Record<Color, string> = {
  black: 'bg-[#1f1d1b]',
  red: 'bg-[#b3261e]',
  gold: 'bg-[#c9a227]',
  blue: 'bg-[#2f5d9e]',
  silver: 'bg-[#c0c2c6]',
  beige: 'bg-[#e3d3b8]',
  green: 'bg-[#3f7a4f]',
};

interface ColourSwatchesProps {
  current: { color: Color; stock: number };
  siblings: ProductSibling[];
}

const SWATCH = 'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm capitalize';

function Dot({ color }: { color: Color }) {
  return <span aria-hidden="true" className={`size-5 rounded-full border border-line ${DOT_COLORS[color]}`} />;
}

export function ColourSwatches({ current, siblings }: ColourSwatchesProps) {
  const translate = useTranslate();
  if (siblings.length === 0) return null;
  return (
    <nav aria-label={translate('product.otherColours')}>
      <p className="mb-2 text-sm text-muted">{translate('product.coloursLabel')}</p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <span aria-current="page" className={`${SWATCH} border-ink text-ink`}>
            <Dot color={current.color} />
            {current.color}
            {current.stock === 0 && <span className="text-muted">{translate('product.swatchSoldOut')}</span>}
            <span className="sr-only">{translate('product.swatchShown')}</span>
          </span>
        </li>
        {siblings.map((sibling) => (
          <li key={sibling._id}>
            <Link to={`/shop/${sibling._id}`} className={`${SWATCH} border-line text-ink hover:border-ink`}>
              <Dot color={sibling.color} />
              {sibling.color}
              {sibling.stock === 0 && <span className="text-muted">{translate('product.swatchSoldOut')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
