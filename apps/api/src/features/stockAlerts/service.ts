// "Email me when it's back": alerts on a sold-out product or size, confirmed by a signed-in shopper at once and by a
// visitor through a mailed link; the events the database records when stock comes back, turned into one mail each.
import { createHash, randomBytes } from 'node:crypto';
import { type Language, pathInLanguage, type Size, type StockAlertBody } from '@atelier/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client.ts';
import { productSizes, products, stockAlerts, stockBackEvents, users } from '../../db/schema.ts';
import { inMailLanguage } from '../../rendering/mailLinkPage.ts';
import { Invalid } from '../../shared/errors.ts';
import type { Actor } from '../../shared/permissions.ts';
import { refusal } from '../../shared/refusals.ts';
import { draftMail, enqueueMail, type MailDraft, pieceText, StockAlertConfirmMail, StockBackMail } from '../outbox/index.ts';
import { findProduct } from '../products/index.ts';
import { type MailLinks, unsubscribeHeaders, unsubscribeUrl } from '../unsubscribe/index.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const pieceName = (name: string, size: Size | null | undefined) => (size ? `${name} in size ${size}` : name);
const sameSize = (size: Size | null | undefined) => (size ? eq(stockAlerts.size, size) : isNull(stockAlerts.size));

const EMAIL_REQUIRED = refusal('alert.emailRequired');

/** What is left of the product, or of one of its sizes; refuses a size the product does not come in. */
async function stockNow(db: Db, productId: string, size: Size | undefined): Promise<number> {
  const sizes = await db.select().from(productSizes).where(eq(productSizes.productId, productId));
  if (!size) {
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    return row?.stock ?? 0;
  }
  const entry = sizes.find((row) => row.size === size);
  if (!entry) {
    const refused = sizes.length === 0 ? refusal('alert.oneSizeOnly') : refusal('alert.noSuchSize', { size });
    throw new Invalid(refused, { fields: { size: refusal('alert.notASize') } });
  }
  return entry.stock;
}

export type StockAlertOutcome = 'created' | 'already';

/** The language an alert's mails speak: a signed-in shopper's account's, else the page's it was asked from. */
async function alertLanguage(db: Db, actor: Actor | null, pageLanguage: Language): Promise<Language> {
  if (!actor) return pageLanguage;
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, actor.id));
  return account?.language ?? pageLanguage;
}

/**
 * Asks for a mail when a sold-out product or size is back. A signed-in shopper's own address is subscribed at once; a
 * visitor's waits for the link mailed to it. The answer is the same whoever owns the address. `pageLanguage` is the
 * language of the page it was asked from, which a visitor's mails speak (decision 650).
 */
export async function requestStockAlert(
  db: Db,
  actor: Actor | null,
  body: StockAlertBody,
  links: MailLinks,
  pageLanguage: Language,
): Promise<StockAlertOutcome> {
  const email = (actor?.email ?? body.email)?.toLowerCase();
  if (!email) throw new Invalid(EMAIL_REQUIRED, { fields: { email: EMAIL_REQUIRED } });
  const language = await alertLanguage(db, actor, pageLanguage);
  const product = await findProduct(db, body.productId);
  if ((await stockNow(db, product.id, body.size)) > 0) {
    throw new Invalid(refusal('alert.inStock', { name: pieceName(product.name, body.size) }));
  }
  const token = actor ? null : randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(stockAlerts)
      .values({
        productId: product.id,
        size: body.size ?? null,
        email,
        confirmTokenHash: token ? hashOf(token) : null,
        confirmedAt: actor ? new Date() : null,
        language,
      })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    if (!created) {
      // Already waiting: a signed-in shopper's own alert counts as confirmed from now on.
      if (actor) {
        await tx
          .update(stockAlerts)
          .set({ confirmedAt: new Date(), confirmTokenHash: null })
          .where(
            and(
              eq(stockAlerts.productId, product.id),
              sameSize(body.size),
              eq(stockAlerts.email, email),
              isNull(stockAlerts.notifiedAt),
              isNull(stockAlerts.endedAt),
              isNull(stockAlerts.confirmedAt),
            ),
          );
      }
      return 'already';
    }
    if (token) {
      const piece = { name: product.name, size: body.size ?? null };
      const content = createElement(StockAlertConfirmMail, {
        shopUrl: links.publicUrl,
        piece,
        confirmUrl: inMailLanguage(`${links.publicUrl}/stock-alerts/confirm?token=${token}`, language),
      });
      await enqueueMail(
        tx,
        draftMail(
          email,
          (shop, t) => t('stock.confirm.subject', { piece: pieceText(piece, t), shop }),
          content,
          undefined,
          language,
        ),
      );
    }
    return 'created';
  });
}

export interface ConfirmedAlert {
  name: string;
  size: Size | null;
  language: Language;
}

/** Confirms a visitor's alert from its mailed link; answers the piece it is for, or null for a wrong or used link. */
export async function confirmStockAlert(db: Db, token: string): Promise<ConfirmedAlert | null> {
  if (!token) return null;
  const [confirmed] = await db
    .update(stockAlerts)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(and(eq(stockAlerts.confirmTokenHash, hashOf(token)), isNull(stockAlerts.endedAt)))
    .returning({ productId: stockAlerts.productId, size: stockAlerts.size, language: stockAlerts.language });
  if (!confirmed) return null;
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, confirmed.productId));
  return { name: product?.name ?? '', size: confirmed.size, language: confirmed.language };
}

/** Ends every alert still waiting for the address, at once; answers how many. */
export async function endStockAlerts(db: Db, email: string): Promise<number> {
  const ended = await db
    .update(stockAlerts)
    .set({ endedAt: new Date() })
    .where(and(eq(stockAlerts.email, email.toLowerCase()), isNull(stockAlerts.notifiedAt), isNull(stockAlerts.endedAt)))
    .returning({ id: stockAlerts.id });
  return ended.length;
}

const EVENT_BATCH = 50;

/**
 * Turns the events the database recorded into mails: claims a batch (skipping rows another instance holds), marks each
 * confirmed alert waiting for that product or size done, writes its mail to the outbox in the same transaction, and
 * deletes the events. An alert is done once, so stock that flickers back and forth writes no second mail, and two
 * instances sending write each mail once. Stock sold out again by the time the event is read keeps the alerts
 * waiting for the next time it is back. Answers how many events were read.
 */
export async function sendStockAlerts(db: Db, links: MailLinks, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(stockBackEvents)
      .orderBy(stockBackEvents.createdAt)
      .limit(EVENT_BATCH)
      .for('update', { skipLocked: true });
    if (events.length === 0) return 0;
    const seen = new Set<string>();
    for (const event of events) {
      const key = `${event.productId}/${event.size ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, event.productId));
      if (!product || (await stockNow(tx, event.productId, event.size ?? undefined)) === 0) continue;
      const due = await tx
        .update(stockAlerts)
        .set({ notifiedAt: now })
        .where(
          and(
            eq(stockAlerts.productId, event.productId),
            sameSize(event.size),
            isNotNull(stockAlerts.confirmedAt),
            isNull(stockAlerts.notifiedAt),
            isNull(stockAlerts.endedAt),
          ),
        )
        .returning({ email: stockAlerts.email, language: stockAlerts.language });
      const piece = { name: product.name, size: event.size };
      for (const { email, language } of due) {
        const unsubscribe = unsubscribeUrl(links, 'stock-alerts', email, language);
        const content = createElement(StockBackMail, {
          shopUrl: links.publicUrl,
          piece,
          productUrl: `${links.publicUrl}${pathInLanguage(`/shop/${event.productId}`, language)}`,
          unsubscribeUrl: unsubscribe,
        });
        const subject: MailDraft['subject'] = (_shop, t) => t('stock.back.subject', { piece: pieceText(piece, t) });
        await enqueueMail(tx, draftMail(email, subject, content, unsubscribeHeaders(unsubscribe), language));
      }
    }
    await tx.delete(stockBackEvents).where(
      inArray(
        stockBackEvents.id,
        events.map((event) => event.id),
      ),
    );
    return events.length;
  });
}
