// Who may do what: one table, checked by the services so every rule is testable without HTTP.
import type { Role } from '@atelier/domain';
import { Forbidden, Unauthorized } from './errors.ts';

export interface Actor {
  id: string;
  email: string;
  username: string;
  role: Role;
}

/**
 * `refund`: send an order's payment back (admins); `cancel`: call off one's own order before it is processed;
 * `moderate`: see every review, hidden ones too, and hide or show one (admins).
 */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'refund' | 'cancel' | 'moderate';
export type Entity =
  | 'product'
  | 'review'
  | 'order'
  | 'user'
  | 'profile'
  | 'stats'
  | 'adminStats'
  | 'upload'
  | 'checkout'
  | 'session'
  | 'mail'
  /** The catalog as a file. */
  | 'export'
  | 'audit'
  /** The shop's name, contact, announcement and hero; `read` of the checklist of what a new shop still has to do. */
  | 'settings'
  /** The shop's own pages (shipping, returns, …). */
  | 'page'
  /** A customer's return or size exchange of some of an order's lines; `update`: approve, reject, receive, close. */
  | 'return'
  /** Shipping zones and their delivery methods. */
  | 'shipping'
  /** The products a shopper keeps for later. */
  | 'wishlist'
  /** Discount codes and automatic discounts; trying a code needs no grant. */
  | 'promotion'
  /** The sales channels' feeds: their addresses, what they leave out, and the token they ask for. */
  | 'channels'
  /** Gift cards: list, issue by hand, adjust, disable (admins); checking a code's balance needs no grant. */
  | 'giftCard'
  /** A customer's store credit: their own to read, any to read and change for admins. */
  | 'storeCredit';
type Scope = 'own' | 'any';

const grants: Record<Role, ReadonlyArray<readonly [Action, Entity, Scope]>> = {
  user: [
    ['read', 'order', 'own'],
    ['cancel', 'order', 'own'],
    ['create', 'return', 'own'],
    ['read', 'return', 'own'],
    ['cancel', 'return', 'own'],
    ['create', 'checkout', 'own'],
    ['create', 'review', 'own'],
    ['read', 'review', 'own'],
    ['read', 'stats', 'own'],
    ['update', 'profile', 'own'],
    ['create', 'upload', 'own'],
    ['read', 'session', 'own'],
    ['delete', 'session', 'own'],
    ['read', 'wishlist', 'own'],
    ['update', 'wishlist', 'own'],
    ['read', 'storeCredit', 'own'],
  ],
  admin: [
    ['read', 'order', 'any'],
    ['update', 'order', 'any'],
    ['delete', 'order', 'any'],
    ['refund', 'order', 'any'],
    ['cancel', 'order', 'own'],
    ['create', 'return', 'own'],
    ['read', 'return', 'any'],
    ['cancel', 'return', 'own'],
    ['update', 'return', 'any'],
    ['create', 'checkout', 'own'],
    ['create', 'product', 'any'],
    ['update', 'product', 'any'],
    ['delete', 'product', 'any'],
    ['create', 'review', 'own'],
    ['read', 'review', 'any'],
    ['moderate', 'review', 'any'],
    ['read', 'stats', 'any'],
    ['read', 'adminStats', 'any'],
    ['read', 'user', 'any'],
    ['update', 'user', 'any'],
    ['delete', 'user', 'any'],
    ['read', 'mail', 'any'],
    ['read', 'export', 'any'],
    ['update', 'mail', 'any'],
    ['read', 'audit', 'any'],
    ['read', 'settings', 'any'],
    ['update', 'settings', 'any'],
    ['create', 'page', 'any'],
    ['update', 'page', 'any'],
    ['delete', 'page', 'any'],
    ['read', 'shipping', 'any'],
    ['create', 'shipping', 'any'],
    ['update', 'shipping', 'any'],
    ['delete', 'shipping', 'any'],
    ['read', 'promotion', 'any'],
    ['create', 'promotion', 'any'],
    ['update', 'promotion', 'any'],
    ['delete', 'promotion', 'any'],
    ['read', 'channels', 'any'],
    ['update', 'channels', 'any'],
    ['read', 'giftCard', 'any'],
    ['create', 'giftCard', 'any'],
    ['update', 'giftCard', 'any'],
    ['read', 'storeCredit', 'any'],
    ['update', 'storeCredit', 'any'],
    ['update', 'profile', 'own'],
    ['create', 'upload', 'own'],
    ['read', 'session', 'own'],
    ['delete', 'session', 'own'],
    ['read', 'wishlist', 'own'],
    ['update', 'wishlist', 'own'],
  ],
};

/** Whether `actor` may act on an entity owned by `ownerId` (omit it for entities nobody owns). */
export function can(actor: Actor | null, action: Action, entity: Entity, ownerId?: string | null): boolean {
  if (!actor) return false;
  return grants[actor.role].some(
    ([a, e, scope]) => a === action && e === entity && (scope === 'any' || ownerId === undefined || ownerId === actor.id),
  );
}

/** Throws 401 for a visitor and 403 for a signed-in user without the grant; returns the actor otherwise. */
export function authorize(actor: Actor | null, action: Action, entity: Entity, ownerId?: string | null): Actor {
  if (!actor) throw new Unauthorized();
  if (!can(actor, action, entity, ownerId)) throw new Forbidden();
  return actor;
}
