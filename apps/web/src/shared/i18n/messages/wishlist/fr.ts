// The wishlist area's texts in French (French typography: a no-break space before `:;!?`, « » around quotes).
import type { messages as english } from './en.ts';

export const messages: Record<keyof typeof english, string> = {
  'wishlist.title': 'Favoris',
  'wishlist.description': 'Les pièces que vous avez mises de côté, au prix du jour.',
  'wishlist.onThisDevice': 'Gardés sur cet appareil. <0>Connectez-vous</0> pour les garder avec votre compte.',
  'wishlist.empty': 'Rien pour l’instant : touchez le cœur d’une pièce qui vous plaît.',
  'wishlist.saved': 'Pièces mises de côté',
  'stockAlert.title': 'Prévenez-moi de son retour',
  'stockAlert.willMail': 'Nous vous écrirons dès son retour.',
  'stockAlert.confirmFirst': 'Consultez votre boîte de réception : confirmez votre adresse et nous vous écrirons dès son retour.',
  'stockAlert.sizeSoldOut': 'Une taille épuisée ? Nous vous écrirons une fois, dès son retour.',
  'stockAlert.soldOut': 'Épuisé pour le moment. Nous vous écrirons une fois, dès son retour.',
  'stockAlert.size': 'Taille épuisée',
  'stockAlert.email': 'Votre e-mail',
  'stockAlert.emailMissing': 'Saisissez votre adresse e-mail.',
};
