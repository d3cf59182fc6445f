// The home area's texts in French (French typography: a no-break space before `:;!?`, « » around quotes).
import type { messages as english } from './en.ts';

export const messages: Record<keyof typeof english, string> = {
  'home.byCategory': 'Acheter par catégorie',
  'home.deals.eyebrow': 'Jusqu’à 20 % de remise',
  'home.deals.title': 'Les offres du mois',
  'home.deals.text':
    'Notre sélection du mois de robes en soie, de bijoux fins et d’accessoires du quotidien, jusqu’à 20 % moins chers jusqu’à la fin du mois.',
  'home.deals.timeLeft': 'Temps restant',
  'home.deals.days': 'Jours',
  'home.deals.hours': 'Heures',
  'home.deals.mins': 'Min',
  'home.deals.secs': 'Sec',
  'home.deals.off': 'de remise',
  'home.deals.shop': 'Voir les offres',
  'home.blog.title': 'Derniers articles du blog',
  'home.blog.subtitle': 'Bien s’habiller, prendre soin de ce que l’on possède, et la saison qui vient.',
  'home.promise.label': 'Nos engagements',
  'home.promise.delivery': 'Livraison offerte',
  'home.promise.deliveryFrom':
    'Livraison offerte en {homeZone} dès {freeShippingFrom} d’achat, emballée et suivie jusqu’à votre porte.',
  'home.promise.deliveryWrapped': 'Emballée avec soin et suivie jusqu’à votre porte.',
  'home.promise.moneyBack': 'Satisfait ou remboursé',
  'home.promise.moneyBackText': 'Vous avez changé d’avis ? Renvoyez-le sous 30 jours pour un remboursement complet.',
  'home.promise.support': 'Un vrai service client',
  'home.promise.supportText': 'Nos stylistes répondent à chaque message, sept jours sur sept.',
  'home.trending.title': 'Produits tendance',
  'home.trending.subtitle': 'Les pièces que tout le monde s’arrache ce mois-ci, des robes souples à l’or du quotidien.',
  'home.trending.loadMore': 'Voir plus',
  'home.hero.eyebrow': 'Jusqu’à 20 % sur les nouveautés',
};
