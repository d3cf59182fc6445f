// The shop's language a request's `Accept-Language` prefers: the storefront sends its page's language there, so a mail to
// an address without an account speaks the page's it was asked from (decision 650). `fr-CA;q=0.8` counts as French.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@atelier/domain';

interface Offered {
  language: string;
  weight: number;
}

function offered(part: string): Offered {
  const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
  const q = params.find((param) => param.startsWith('q='));
  const weight = q ? Number(q.slice(2)) : 1;
  return { language: tag.split('-')[0]?.toLowerCase() ?? '', weight: Number.isFinite(weight) ? weight : 0 };
}

/** The language of the shop's the header weighs highest (the first of equals), or English when it names none of them. */
export function acceptedLanguage(header: string | undefined): Language {
  const best = (header ?? '')
    .split(',')
    .map(offered)
    .filter((entry) => entry.weight > 0 && isLanguage(entry.language))
    .reduce<Offered | null>((chosen, entry) => (chosen && chosen.weight >= entry.weight ? chosen : entry), null);
  return best && isLanguage(best.language) ? best.language : DEFAULT_LANGUAGE;
}
