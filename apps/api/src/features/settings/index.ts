export { dropHeldSettings } from './heldSettings.ts';
export { placeholderValuesFrom } from './placeholders.ts';
export { refuseAbovePriceCap, refuseBalanceChangeAboveCap } from './priceCap.ts';
export { readSettings, readShopMoney, readShopTax, settingsIfNoneSaved } from './service.ts';
