// Every id of the storefront's texts, read from the English catalogues: the core one's and each area's (decision 670).
import type { messages as account } from './messages/account/en';
import type { messages as auth } from './messages/auth/en';
import type { messages as cart } from './messages/cart/en';
import type { MessageId as CoreMessageId } from './messages/en';
import type { messages as home } from './messages/home/en';
import type { messages as orders } from './messages/orders/en';
import type { messages as pages } from './messages/pages/en';
import type { messages as reviews } from './messages/reviews/en';
import type { messages as wishlist } from './messages/wishlist/en';

export type MessageId =
  | CoreMessageId
  | keyof typeof account
  | keyof typeof auth
  | keyof typeof cart
  | keyof typeof home
  | keyof typeof orders
  | keyof typeof pages
  | keyof typeof reviews
  | keyof typeof wishlist;
