// What a customer does on the sandbox's payment page: types where the order ships, then a card, and pays.
import type { Page } from 'playwright-core';

export interface TypedAddress {
  name: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
}

export const PARIS: TypedAddress = {
  name: 'Amelia Laurent',
  line1: '4 Quai de Bourbon',
  city: 'Paris',
  postalCode: '75004',
  country: 'FR',
};

export async function shipTo(page: Page, address: TypedAddress = PARIS) {
  await page.getByLabel('Full name').fill(address.name);
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Postal code').fill(address.postalCode);
  await page.getByLabel('Country').selectOption(address.country);
}

/** Types the card and presses Pay; `cardNumber` picks the sandbox's answer (4242… is paid). */
export async function payWithCard(page: Page, cardNumber = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Amelia Laurent');
  await page.getByRole('button', { name: /^Pay / }).click();
}
