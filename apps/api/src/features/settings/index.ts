export { readSettings, readShopTax, settingsIfNoneSaved } from './service.ts';
