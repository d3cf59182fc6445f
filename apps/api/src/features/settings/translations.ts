// The settings' shop texts in the language a page is shown in: the tagline, the announcement and the hero, each in
// English where the owner wrote none (decision 600). Only admins read the translations as written.
import {
  type Language,
  mergedTranslations,
  type SettingsTranslations,
  type ShopSettings,
  type TranslatedLanguage,
} from '@atelier/domain';

export function settingsInLanguage<Settings extends ShopSettings>(settings: Settings, language: Language | undefined): Settings {
  const texts = language ? settings.translations?.[language as TranslatedLanguage] : undefined;
  if (!texts) return settings;
  const { shop, announcement, hero } = settings;
  return {
    ...settings,
    shop: { ...shop, tagline: texts.tagline ?? shop.tagline },
    announcement: { ...announcement, text: texts.announcement ?? announcement.text },
    hero: {
      ...hero,
      title: texts.heroTitle ?? hero.title,
      text: texts.heroText ?? hero.text,
      buttonLabel: texts.heroButtonLabel ?? hero.buttonLabel,
    },
  };
}

/** The settings as a visitor reads them: without the translations, which the page's language has already chosen from. */
export function withoutTranslations<Settings extends ShopSettings>(settings: Settings): Omit<Settings, 'translations'> {
  const { translations: _translations, ...shown } = settings;
  return shown;
}

/** The translations once a save's are written over those kept: one left out of the save stays as it was. */
export function keptTranslations(before: ShopSettings, sent: ShopSettings): SettingsTranslations | undefined {
  const merged = mergedTranslations(before.translations ?? {}, sent.translations);
  return Object.keys(merged).length > 0 ? merged : undefined;
}
