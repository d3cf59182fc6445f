export { toGiftCardOffer } from './giftCardOffer.ts';
export type { ProductWithSizes } from './mapper.ts';
export { productColumns, toAuditedProduct, toProduct } from './mapper.ts';
export { findProduct } from './service.ts';
export { withSizes } from './sizes.ts';
