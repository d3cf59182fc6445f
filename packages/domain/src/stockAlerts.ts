import { z } from 'zod';
import { optionalText, requiredText, sizeField } from './fields.ts';

/** How many alerts one address may ask for in an hour. */
export const STOCK_ALERTS_PER_EMAIL_PER_HOUR = 10;

/** "Email me when it's back": a product, or one size of a sized one; a visitor gives the address to write to. */
export const stockAlertBody = z.object({
  productId: requiredText('Product', 64),
  size: sizeField().optional(),
  email: optionalText('Email', 254).pipe(z.email({ error: 'Email must be a valid email address' }).optional()),
});
export type StockAlertBody = z.infer<typeof stockAlertBody>;

export interface StockAlertAnswer {
  message: string;
}
