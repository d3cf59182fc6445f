// The sandbox hosted checkout: find the session a page is for, and take a (test) card payment with its shipping address.
import { shippingAddressSchema } from '@atelier/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { NotFound } from '../../errors.ts';
import { type CardForm, checkCard } from './providers/sandboxCards.ts';
import type { AddressErrors, AddressField } from './sandboxAddressForm.ts';

export const CHECKOUT_EXPIRED = 'This checkout has expired and nothing was charged. Return to the shop to check out again.';

export type SandboxSession = typeof checkoutSessions.$inferSelect;

export const CHECK_ADDRESS = 'Please check your shipping address.';

export type SandboxPayment =
  | { paid: true }
  | { paid: false; declined: boolean; message: string; addressErrors?: AddressErrors; session: SandboxSession };

/** What the payment page posts: the card and the shipping address, as typed. */
export interface SandboxPaymentForm extends CardForm {
  address: Record<AddressField, string>;
}

export async function findSandboxSession(db: Db, providerSessionId: string): Promise<SandboxSession> {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.providerSessionId, providerSessionId), eq(checkoutSessions.provider, 'sandbox')))
    .limit(1);
  if (!session) throw new NotFound('This checkout link is not valid.');
  return session;
}

/** Each field's first problem, named by the field, as the page shows it beside that field. */
function addressErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The address is checked before the card: with a bad field nothing is charged. Paying twice (a double click, a
 * resubmitted form) changes nothing and still ends on the success page.
 */
export async function payWithCard(
  db: Db,
  providerSessionId: string,
  form: SandboxPaymentForm,
  countries: readonly string[],
): Promise<SandboxPayment> {
  const session = await findSandboxSession(db, providerSessionId);
  if (session.status === 'paid') return { paid: true };
  const address = shippingAddressSchema(countries).safeParse(form.address);
  if (!address.success) {
    return {
      paid: false,
      declined: false,
      message: CHECK_ADDRESS,
      addressErrors: addressErrorsOf(address.error.issues),
      session,
    };
  }
  const result = checkCard(form);
  if (!result.ok) return { paid: false, declined: result.declined, message: result.message, session };
  // Only while the session still holds its stock: after 30 minutes, or once cancelled, it is given back.
  const [paid] = await db
    .update(checkoutSessions)
    .set({ status: 'paid', shippingAddress: address.data })
    .where(
      and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, sql`now()`)),
    )
    .returning({ id: checkoutSessions.id });
  if (!paid) return { paid: false, declined: false, message: CHECKOUT_EXPIRED, session };
  return { paid: true };
}
