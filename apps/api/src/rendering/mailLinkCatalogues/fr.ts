// The words of the pages a mail's link opens, in French, with French typography (a narrow no-break space before ? !).
import type { MailLinkMessageId } from './en.ts';

export const fr: Record<MailLinkMessageId, string> = {
  'page.title': '{title} · {shop}',
  'page.backToShop': 'Retour à la boutique',
  'badLink.title': 'Ce lien ne fonctionne pas',
  'badLink.text': 'Ce lien n’est pas valide ou a déjà servi. Rien n’a été modifié.',
  'unsubscribe.title': 'Se désabonner',
  'unsubscribe.ask': 'Ne plus envoyer de {kind} à {email}\u202f?',
  'unsubscribe.button': 'Me désabonner',
  'unsubscribe.done.title': 'Vous êtes désabonné',
  'unsubscribe.done': '{email} ne recevra plus de {kind} de notre part.',
  'kind.stockAlerts': 'messages de retour en stock',
  'kind.cartAndArrivals': 'messages sur votre panier et nos nouveautés',
  'stockAlert.confirmed.title': 'Votre adresse est confirmée',
  'stockAlert.confirmed': 'Nous vous écrirons une fois, quand {name} sera de retour en stock.',
  'stockAlert.confirmedSized': 'Nous vous écrirons une fois, quand {name} en taille {size} sera de retour en stock.',
};
