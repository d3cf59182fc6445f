// The settings as the settings form edits them: every field a string (or the switch), lists of rows, nothing missing;
// turned back into what PUT /api/settings takes. An address with every line empty is no address.
import type { SettingsTranslations, ShopSettings, ShopSettingsInput, SocialNetwork } from '@atelier/domain';
import { translationsBody } from '../../shared/translatedTexts';
import { type GiftCardDraft, type GiftCardSettings, toGiftCardDraft, toGiftCardSettings } from './giftCardSettings';
import { type InvoiceDraft, type InvoiceSettings, toInvoiceDraft } from './invoiceSettings';
import { type TaxDraft, type TaxSettings, toTaxDraft, toTaxSettings } from './taxSettings';

export interface SettingsDraft {
  shop: {
    name: string;
    tagline: string;
    email: string;
    phone: string;
    address: { line1: string; line2: string; city: string; postalCode: string; country: string };
    hours: { days: string; time: string }[];
    social: { network: SocialNetwork; url: string }[];
    logo: string;
  };
  announcement: { text: string; link: string; active: boolean };
  hero: { title: string; text: string; image: string; buttonLabel: string; buttonLink: string };
  tax: TaxDraft;
  invoices: InvoiceDraft;
  giftCards: GiftCardDraft;
  /** The tagline, announcement and hero in the other languages; a text emptied is '' until saved. */
  translations: SettingsTranslations;
}

const NO_ADDRESS = { line1: '', line2: '', city: '', postalCode: '', country: '' };

export function toSettingsDraft({
  shop,
  announcement,
  hero,
  legal,
  invoicePrefix,
  creditNotePrefix,
  attachInvoices,
  giftCardExpiryYears,
  translations,
  ...tax
}: Omit<ShopSettings, keyof InvoiceSettings | keyof GiftCardSettings> &
  InvoiceSettings &
  GiftCardSettings &
  TaxSettings): SettingsDraft {
  return {
    shop: {
      ...shop,
      address: shop.address ? { ...NO_ADDRESS, ...shop.address } : NO_ADDRESS,
      logo: shop.logo ?? '',
    },
    announcement: { ...announcement, link: announcement.link ?? '' },
    hero: { ...hero, image: hero.image ?? '' },
    tax: toTaxDraft(tax),
    invoices: toInvoiceDraft({ legal, invoicePrefix, creditNotePrefix, attachInvoices }),
    giftCards: toGiftCardDraft({ giftCardExpiryYears }),
    translations: translations ?? {},
  };
}

export function toSettingsInput({
  tax,
  invoices,
  giftCards,
  translations,
  ...draft
}: SettingsDraft): ShopSettingsInput & TaxSettings {
  const { address } = draft.shop;
  const hasAddress = Object.values(address).some((line) => line.trim() !== '');
  return {
    ...draft,
    ...invoices,
    ...toGiftCardSettings(giftCards),
    shop: { ...draft.shop, address: hasAddress ? address : null },
    ...toTaxSettings(tax),
    ...translationsBody(translations),
  };
}

/** What the settings show as they would be saved, for the previews (the announcement bar, the hero). */
export function previewOf(draft: SettingsDraft): Pick<ShopSettings, 'announcement' | 'hero'> {
  return {
    announcement: { ...draft.announcement, text: draft.announcement.text.trim(), link: draft.announcement.link || undefined },
    hero: { ...draft.hero, image: draft.hero.image || undefined },
  };
}
