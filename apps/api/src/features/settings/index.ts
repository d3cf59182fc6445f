export { readSettings, readShopMoney, readShopTax, settingsIfNoneSaved } from './service.ts';
