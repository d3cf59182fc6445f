export { endStockAlerts } from './service.ts';
