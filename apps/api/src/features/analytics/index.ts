export { recordOrderPaid } from './orderPaid.ts';
