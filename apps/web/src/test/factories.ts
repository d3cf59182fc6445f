// Small builders of the shop's objects and API answers for component tests.
import type {
  Order,
  OrderLine,
  PageSummary,
  Product,
  ProductListResponse,
  Review,
  ShopPage,
  ShopSettings,
  User,
} from '@atelier/domain';
import type { CartLine, CartState } from '../shared/cart/cartSlice';
import { cartTotalsOf, initialCartState } from '../shared/cart/cartSlice';
import type { ReceivedClientConfig } from '../shared/shop/clientConfigSlice';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function makeUser(overrides: Partial<User> = {}): User {
  const id = nextId();
  return {
    _id: id,
    username: 'Jane',
    email: `jane-${id.slice(-4)}@example.com`,
    role: 'user',
    profileImage: '',
    bio: '',
    profession: '',
    marketingEmails: false,
    language: 'en',
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: nextId(),
    name: 'Linen dress',
    price: 20,
    image: '/images/linen.webp',
    category: 'dress',
    color: 'beige',
    quantity: 1,
    ...overrides,
  };
}

/** GET /api/config's answer: the sandbox, in dollars with tax added, unless told otherwise. */
export function makeClientConfig(overrides: Partial<ReceivedClientConfig> = {}): ReceivedClientConfig {
  return {
    paymentProvider: 'sandbox',
    stripePublishableKey: null,
    demoPayments: false,
    currency: 'USD',
    pricesIncludeTax: false,
    ...overrides,
  };
}

export function makeCart(lines: CartLine[]): CartState {
  return { ...initialCartState, products: lines, ...cartTotalsOf(lines, initialCartState.taxRate) };
}

export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: nextId(),
    productId: nextId(),
    name: 'Linen dress',
    size: null,
    price: 20,
    quantity: 1,
    refundedQuantity: 0,
    exchangedQuantity: 0,
    image: '',
    discount: 0,
    taxRate: 5,
    ...overrides,
  };
}

let orderNumbers = 1041;

/** An order's totals as the spec's shop answers them: dollars, 5 % added on the subtotal, nothing else. */
export function usdTotals(subtotal: number, tax: number): Order['totals'] {
  const total = Math.round((subtotal + tax) * 100) / 100;
  return {
    subtotal,
    discount: 0,
    shipping: 0,
    tax,
    total,
    taxIncluded: false,
    taxLines: [{ rate: 5, base: subtotal, tax }],
    currency: 'USD',
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  orderNumbers += 1;
  return {
    _id: nextId(),
    orderId: 'cs_test_123',
    number: orderNumbers,
    status: 'pending',
    amount: 42,
    refundedAmount: 0,
    refunds: [],
    invoice: null,
    creditNotes: [],
    email: 'jane@example.com',
    userId: null,
    products: [makeOrderLine({ name: 'Linen dress', price: 20, quantity: 2, image: '/images/linen.webp' })],
    shippingAddress: {
      name: 'Jane Doe',
      line1: '12 Rue des Fleurs',
      line2: '',
      city: 'Lyon',
      postalCode: '69001',
      country: 'FR',
    },
    shipping: null,
    totals: {
      subtotal: 40,
      discount: 0,
      shipping: 0,
      tax: 2,
      total: 42,
      taxIncluded: false,
      taxLines: [{ rate: 5, base: 40, tax: 2 }],
      currency: 'USD',
    },
    promotion: null,
    statusHistory: [{ status: 'pending', changedAt: '2026-03-01T09:00:00.000Z' }],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = nextId();
  return {
    _id: id,
    name: `Linen dress ${id.slice(-3)}`,
    category: 'dress',
    description: 'A relaxed linen dress.',
    price: 40,
    image: `/images/${id}.webp`,
    color: 'beige',
    rating: 4,
    author: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    stock: 10,
    sizes: [],
    version: 1,
    ...overrides,
  };
}

export function makeProducts(count: number, overrides: Partial<Product> = {}): Product[] {
  return Array.from({ length: count }, () => makeProduct(overrides));
}

/** A listing answer holding every given product on one page. */
export function listingOf(products: Product[]): ProductListResponse {
  return { products, totalPages: products.length ? 1 : 0, totalProducts: products.length };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: nextId(),
    comment: 'Lovely fabric.',
    rating: 5,
    userId: { _id: nextId(), username: 'Maya' },
    productId: nextId(),
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    verified: false,
    hidden: false,
    ...overrides,
  };
}

type SettingsOverrides = {
  shop?: Partial<ShopSettings['shop']>;
  announcement?: Partial<ShopSettings['announcement']>;
  hero?: Partial<ShopSettings['hero']>;
  translations?: ShopSettings['translations'];
};

/** The shop's settings as GET /api/settings answers them; each part overridable on its own. */
export function makeShopSettings(overrides: SettingsOverrides = {}): ShopSettings {
  return {
    legal: { name: '', address: '', taxId: '', companyNumber: '' },
    invoicePrefix: 'INV',
    creditNotePrefix: 'CN',
    attachInvoices: true,
    giftCardExpiryYears: null,
    shop: {
      name: 'Maison Rose',
      tagline: 'Slow fashion, kept simple.',
      email: 'bonjour@maison-rose.example',
      phone: '+44 20 7946 0000',
      address: { line1: '4 Elder Street', city: 'London', postalCode: 'E1 6BT', country: 'GB' },
      hours: [{ days: 'Tuesday – Saturday', time: '11:00 – 18:00' }],
      social: [{ network: 'instagram', url: 'https://instagram.example/maisonrose' }],
      ...overrides.shop,
    },
    announcement: { text: 'Free returns all winter', link: '/shop', active: true, ...overrides.announcement },
    hero: {
      title: 'Made to be kept',
      text: 'Linen, silk and wool, cut to last.',
      buttonLabel: 'See the pieces',
      buttonLink: '/shop',
      ...overrides.hero,
    },
    ...(overrides.translations ? { translations: overrides.translations } : {}),
  };
}

export function makePageSummary(overrides: Partial<PageSummary> = {}): PageSummary {
  return { slug: 'shipping', title: 'Shipping', updatedAt: '2026-03-02T09:00:00.000Z', ...overrides };
}

export function makeShopPage(overrides: Partial<ShopPage> = {}): ShopPage {
  return {
    ...makePageSummary(overrides),
    body: 'We ship **free**.',
    html: '<p>We ship <strong>free</strong>.</p>\n',
    ...overrides,
  };
}
