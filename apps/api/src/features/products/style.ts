// The style a product shares with the same piece in other colours: set by name, or joined from another product.
import { styleFromName } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { Invalid, NotFound } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import type { Actor } from '../../shared/permissions.ts';
import { recordAdminAction } from '../audit/index.ts';
import { lockedProduct } from './lockedProduct.ts';
import { type ProductRow, toAuditedProduct } from './mapper.ts';

interface StyleFields {
  style?: string | null | undefined;
  sameStyleAs?: string | undefined;
}

/** The style an edit gives the product: null takes it out of its style, undefined leaves it. */
export async function styleOf(
  tx: Db,
  actor: Actor,
  body: StyleFields,
  before: Pick<ProductRow, 'id'> | undefined,
): Promise<string | null | undefined> {
  if (body.sameStyleAs !== undefined) return styleJoined(tx, actor, body.sameStyleAs, before?.id);
  if (body.style === undefined) return undefined;
  return body.style || null;
}

const NO_SUCH_PRODUCT = 'sameStyleAs must be the _id of another product';

/** The style of the product named; one without a style starts one from its name, audited as its change. */
async function styleJoined(tx: Db, actor: Actor, rawId: string, ownId: string | undefined): Promise<string> {
  if (!isUuid(rawId) || rawId.toLowerCase() === ownId) throw new Invalid(NO_SUCH_PRODUCT);
  const id = rawId.toLowerCase();
  const other = await lockedProduct(tx, id).catch((error: unknown) => {
    throw error instanceof NotFound ? new Invalid(NO_SUCH_PRODUCT) : error;
  });
  if (other.style !== null) return other.style;
  const style = styleFromName(other.name);
  await tx.update(products).set({ style, updatedAt: new Date() }).where(eq(products.id, id));
  await recordAdminAction(tx, {
    actor,
    kind: 'product.changed',
    subject: { type: 'product', id, label: other.name },
    before: toAuditedProduct(other),
    after: toAuditedProduct({ ...other, style }),
  });
  return style;
}
