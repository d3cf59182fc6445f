// The pages area's texts in French (French typography: a no-break space before `:;!?`, « » around quotes).
import type { messages as english } from './en.ts';

export const messages: Record<keyof typeof english, string> = {
  'contact.title': 'Contact',
  'contact.heading': 'Nous serions ravis de vous lire',
  'contact.lead': 'Une question sur une taille, une commande ou un retour ? Écrivez-nous ou appelez-nous.',
  'contact.visit': 'Venir à la boutique',
  'contact.hours': 'Horaires d’ouverture',
  'contact.email': 'E-mail',
  'contact.emailAnswer': 'Nous répondons sous un jour ouvré.',
  'contact.phone': 'Téléphone',
  'contact.phoneHours': 'Aux heures d’ouverture.',
  'page.loadError': 'Cette page n’a pas pu être chargée.',
  'page.updated': 'Mis à jour le {date}',
};
