// The owner's view of the sales channels: each feed's address and how many products it lists, the products it leaves
// out and why, and the token the addresses carry when the owner requires one.
import { DEFAULT_LANGUAGE, LANGUAGES, type SalesChannels } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { servedCountries } from '../shipping/index.ts';
import { feedProductBatches, reasonsToLeaveOut } from './feedProducts.ts';
import { feedToken, replaceFeedToken } from './feedToken.ts';

const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/**
 * The feeds: one of each channel per language the shop speaks and, where it delivers to several countries, per
 * country; English at the addresses without `lang`. With the token when one is asked.
 */
function feedAddresses(publicUrl: string, countries: string[], token: string | null) {
  const perCountry = countries.length > 1 ? countries : [null];
  return LANGUAGES.flatMap((language) =>
    perCountry.flatMap((country) => {
      const lang = language === DEFAULT_LANGUAGE ? null : language;
      const query = new URLSearchParams({
        ...(lang ? { lang } : {}),
        ...(country ? { country } : {}),
        ...(token ? { token } : {}),
      }).toString();
      const address = (path: string) => `${publicUrl}${path}${query ? `?${query}` : ''}`;
      const about = [country, lang && languageNames.of(lang)].filter(Boolean).join(', ');
      const suffix = about ? ` (${about})` : '';
      return [
        { name: `Google Merchant Center${suffix}`, url: address('/feeds/google.xml') },
        { name: `Meta catalogue${suffix}`, url: address('/feeds/meta.csv') },
      ];
    }),
  );
}

export async function salesChannels(db: Db, actor: Actor | null, publicUrl: string): Promise<SalesChannels> {
  authorize(actor, 'read', 'channels');
  const [countries, token] = await Promise.all([servedCountries(db), feedToken(db)]);
  let listed = 0;
  const excluded: SalesChannels['excluded'] = [];
  for await (const batch of feedProductBatches(db)) {
    for (const product of batch) {
      const reasons = reasonsToLeaveOut(product);
      if (reasons.length === 0) listed += 1;
      else excluded.push({ productId: product.id, name: product.name, reasons });
    }
  }
  const feeds = feedAddresses(publicUrl, countries, token).map((feed) => ({ ...feed, products: listed }));
  return { feeds, excluded, tokenRequired: token !== null };
}

/** Requires a new token in the feeds' addresses (the old one stops working), or none. */
export async function requireFeedToken(db: Db, actor: Actor | null, required: boolean): Promise<void> {
  const admin = authorize(actor, 'update', 'channels');
  await db.transaction(async (tx) => {
    await replaceFeedToken(tx, required);
    await recordAdminAction(tx, {
      actor: admin,
      kind: required ? 'channels.tokenRequired' : 'channels.tokenRemoved',
      subject: { type: 'channels', id: 'feeds', label: 'Product feeds' },
    });
  });
}
