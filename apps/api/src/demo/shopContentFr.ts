// The demo shop's texts and pages in French (decision 600): the settings' tagline, announcement and hero, and the
// four pages, by slug. The placeholders are the English texts' own.
import type { PageTranslations, SettingsTranslations } from '@atelier/domain';

export const DEMO_SETTINGS_FR: SettingsTranslations = {
  fr: {
    tagline:
      'Robes, bijoux, accessoires et cosmétiques, choisis avec soin et livrés gratuitement en {{homeZone}} dès {{freeShippingFrom}}.',
    announcement: 'Jusqu’à −20\u00a0% sur les nouveautés',
    heroTitle: 'Des pièces calmes pour un monde bruyant',
    heroText: 'Robes, bijoux, accessoires et cosmétiques choisis pour être portés des années, pas une saison.',
    heroButtonLabel: 'Découvrir la collection',
  },
};

export const DEMO_PAGES_FR: Readonly<Record<string, PageTranslations>> = {
  shipping: {
    fr: {
      title: 'Livraison',
      body: `La livraison commence à {{deliveryFrom}}, et en {{homeZone}} elle est offerte dès {{freeShippingFrom}} d’achat. Chaque colis est emballé avec soin et suivi jusqu’à votre porte.

## Quand votre commande part

Nous préparons les commandes les jours ouvrés, en général sous deux jours. Vous recevez un message quand votre commande est en route, et vous pouvez la suivre depuis votre compte.

## Où nous livrons

Nous livrons dans les pays proposés au paiement. Votre panier affiche les modes de livraison et leurs prix pour votre pays avant que vous payiez. En {{homeZone}}, la livraison prend {{deliveryDays}} une fois la commande partie\u202f; plus loin, elle peut être plus longue.

## Un problème\u202f?

Si un colis est en retard, abîmé ou perdu, écrivez-nous avec votre numéro de commande et nous réglerons cela avec le transporteur.`,
    },
  },
  returns: {
    fr: {
      title: 'Retours',
      body: `Si quelque chose ne convient pas, renvoyez-le sous **30 jours** après la livraison et nous vous remboursons le prix complet\u202f: satisfait ou remboursé.

## Comment retourner un article

1. Écrivez-nous avec votre numéro de commande et ce que vous renvoyez.
2. Emballez les articles non portés et non lavés, avec leurs étiquettes.
3. Envoyez le colis à l’adresse que nous vous indiquons, et gardez la preuve de dépôt.

## Votre remboursement

Dès que le colis nous parvient et que nous l’avons vérifié, nous remboursons le prix sur la carte utilisée pour le paiement. Votre banque peut mettre quelques jours à l’afficher.

Les cosmétiques ne peuvent être retournés que non ouverts, par hygiène.`,
    },
  },
  privacy: {
    fr: {
      title: 'Confidentialité',
      body: `Nous ne gardons que ce dont nous avons besoin pour faire vivre la boutique et vos commandes.

## Ce que nous gardons

- Votre nom, votre e-mail et votre mot de passe (conservé uniquement sous forme d’empreinte) quand vous ouvrez un compte.
- Vos commandes et l’adresse de livraison.
- Vos avis, affichés avec votre nom.

## Ce que nous en faisons

Nous les utilisons pour livrer vos commandes, vous écrire à leur sujet et vous permettre de vous connecter. Nous ne les vendons pas. Les paiements par carte sont traités par notre prestataire de paiement\u202f: nous ne voyons ni ne gardons jamais votre numéro de carte.

## Vos choix

Vous pouvez modifier votre profil à tout moment. Pour faire supprimer votre compte, ou savoir ce que nous gardons à votre sujet, écrivez-nous.`,
    },
  },
  terms: {
    fr: {
      title: 'Conditions générales',
      body: `Ces conditions s’appliquent aux commandes passées dans cette boutique.

## Prix et paiement

Les prix sont en dollars américains. La taxe est ajoutée au paiement, où vous voyez le total avant de payer. Votre commande est confirmée dès que votre paiement est accepté.

## Stock

Nous réservons les articles de votre paiement pendant que vous payez. Si un article est épuisé avant que votre paiement soit accepté, nous vous prévenons et ne vous le faisons pas payer.

## Retours

Vous pouvez retourner des articles sous 30 jours après la livraison, comme l’explique notre [page des retours](/pages/returns).

## Des questions\u202f?

Si quelque chose n’est pas clair, [contactez-nous](/contact) avant de commander.`,
    },
  },
};
