export { chooseDiscount, countPromotionUse } from './choice.ts';
export { promotionLabelIn } from './service.ts';
