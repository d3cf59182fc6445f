// The words of the pages a mail's link opens, in English, the default (decision 606's Lingui runtime). Every other
// language's catalogue holds every one of these keys, which TypeScript checks.
export const en = {
  'page.title': '{title} · {shop}',
  'page.backToShop': 'Return to the shop',
  'badLink.title': 'This link does not work',
  'badLink.text': 'This link is not valid or was already used. Nothing was changed.',
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.ask': 'Stop {kind} to {email}?',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.done.title': 'You are unsubscribed',
  'unsubscribe.done': '{email} gets no more {kind} from us.',
  'kind.stockAlerts': 'back-in-stock mails',
  'kind.cartAndArrivals': 'mails about your cart and new arrivals',
  'stockAlert.confirmed.title': 'Your address is confirmed',
  'stockAlert.confirmed': 'We will email you once when {name} is back in stock.',
  'stockAlert.confirmedSized': 'We will email you once when {name} in size {size} is back in stock.',
} as const;

export type MailLinkMessageId = keyof typeof en;
