export { type ShopTaxation, taxationFor } from './service.ts';
