export { chooseDiscount, countPromotionUse } from './choice.ts';
