export { placeholderValues } from './placeholders.ts';
export { readSettings, readShopTax, settingsIfNoneSaved } from './service.ts';
