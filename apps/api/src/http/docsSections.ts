// The headings of the API docs, each with what it covers; a route names its own in its options.
/** `config: { docs: 'Catalog' }` in a route's options lists it under Catalog. */
export const DOCS_SECTIONS = {
  Accounts: 'Signing up and in, profiles, and the users list for admins.',
  Catalog: 'Products: listing with filters, details, related ones, and editing for admins.',
  Reviews: 'Ratings and comments on products.',
  Orders: "Customers' orders, and managing them for admins.",
  Invoices: 'Invoices and credit notes as PDFs, their list and CSV for admins, and packing slips.',
  Returns: 'Returns and size exchanges customers ask for, and handling them for admins.',
  Checkout: 'Paying: checkout sessions, payment confirmation and notifications, and the sandbox payment page.',
  Stats: "A customer's figures and the shop's.",
  Analytics: "Counting visits without cookies (the storefront's beacon), and the owner's reports of them.",
  Mail: 'The Outbox: every mail the shop sends, for admins.',
  Audit: 'The audit trail: who did what as an admin, and what it changed.',
  Shipping: 'Shipping zones and delivery methods for admins, and what delivery to a country costs.',
  Channels: 'The product feeds Google Merchant Center and Meta read, and their addresses for admins.',
  Shop: "The shop's settings (name, contact, announcement, hero) and its own pages (shipping, returns, …).",
  Wishlist: 'Products a signed-in shopper keeps for later.',
  Images: 'Uploading pictures and serving them resized.',
  Health: 'Whether the API and its database answer.',
};

export type DocsSection = keyof typeof DOCS_SECTIONS;
