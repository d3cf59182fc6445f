// The reviews area's texts in French (French typography: a no-break space before `:;!?`, « » around quotes).
import type { messages as english } from './en.ts';

export const messages: Record<keyof typeof english, string> = {
  'review.signIn': 'Connectez-vous pour donner votre avis sur cette pièce.',
  'review.logIn': 'Se connecter pour écrire un avis',
  'review.posted': 'Avis publié !',
  'review.write': 'Écrire un avis',
  'review.yours': 'Votre avis',
  'review.placeholder': 'Comment tombe-t-elle, quel toucher, comment se porte-t-elle ?',
  'review.posting': 'Publication…',
  'review.post': 'Publier l’avis',
  'review.none': 'Aucun avis pour l’instant.',
  'review.counts': '{count, plural, one {1 avis} other {# avis}} · {verified, plural, one {# vérifié} other {# vérifiés}}',
  'review.rating': 'Votre note',
  'review.stars': '{rating, plural, one {1 étoile} other {# étoiles}}',
  'review.verified': 'Achat vérifié',
};
