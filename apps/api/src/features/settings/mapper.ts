// The settings as the API answers them, and as the audit trail records a change to them.
import { type AuditFields, type ShopSettings, shopSettings } from '@atelier/domain';

/** The stored document, checked as a write would be: a document changed by hand in the database is checked too. */
export function toShopSettings(document: unknown): ShopSettings {
  return shopSettings.parse(document);
}

/** One field a line (`shop.name`, `hero.title`), so the trail shows which fields a save changed, not whole sections. */
export function toAuditFields(settings: ShopSettings): AuditFields {
  const fields: AuditFields = {};
  for (const [section, values] of Object.entries(settings)) {
    if (typeof values !== 'object' || values === null) fields[section] = values;
    else for (const [field, value] of Object.entries(values)) fields[`${section}.${field}`] = value;
  }
  return fields;
}
