// The demo catalog's names and descriptions in French (decision 600), by the English name they translate.
import type { ProductTranslations } from '@atelier/domain';

type FrenchTexts = NonNullable<ProductTranslations['fr']>;

export const DEMO_PRODUCTS_FR: Readonly<Record<string, FrenchTexts>> = {
  'Midnight Silk Slip Dress': {
    name: 'Robe nuisette en soie Minuit',
    description:
      'Une nuisette coupée en biais dans une soie de mûrier pure, qui effleure le corps et tombe doucement jusqu’à la cheville. De fines bretelles réglables et un léger col bénitier en font une pièce du soir que vous porterez encore et encore.',
  },
  'Scarlet Wrap Midi Dress': {
    name: 'Robe portefeuille midi écarlate',
    description:
      'Une robe portefeuille fluide en crêpe, aux manches volantées et à la taille nouée. Sa longueur midi passe avec grâce d’un long déjeuner à un dîner tardif.',
  },
  'Champagne Sequin Gown': {
    name: 'Robe longue à sequins champagne',
    description:
      'Des sequins posés à la main captent chaque lumière sur cette robe longue jusqu’au sol. Un bustier ajusté et une jupe ample lui donnent une allure de tapis rouge\u202f; entièrement doublée pour le confort.',
  },
  'Riviera Linen Shirt Dress': {
    name: 'Robe chemise en lin Riviera',
    description:
      'Un lin européen léger coupé en robe chemise décontractée, boutonnée sur le devant, avec une ceinture en cuir pour marquer la taille. Faite pour les jours chauds au bord de la mer.',
  },
  'Sage Pleated Maxi Dress': {
    name: 'Robe longue plissée sauge',
    description:
      'Des plis soleil tombent d’un bustier ajusté en une ample jupe longue qui suit chaque pas. Légère comme l’air, avec de fines bretelles et une fermeture éclair invisible sur le côté.',
  },
  'Sand Ribbed Knit Dress': {
    name: 'Robe en maille côtelée sable',
    description:
      'Une maille côtelée douce en mérinos et coton, à manches longues et à la silhouette près du corps. Assez douillette pour les week-ends d’hiver, assez élégante pour le bureau.',
  },
  'Moonlight Satin Cocktail Dress': {
    name: 'Robe de cocktail en satin Clair de lune',
    description:
      'Un satin fluide au doux reflet, coupé en silhouette de cocktail évasée et fini par une fine ceinture à boucle. Elle attire les regards à chaque fête.',
  },
  'Cobalt Off-Shoulder Midi Dress': {
    name: 'Robe midi épaules dénudées cobalt',
    description:
      'Une encolure festonnée épaules dénudées dégage les clavicules sur cette robe midi cobalt. Un satin de coton structuré garde sa tenue du jour au soir.',
  },
  'Classic Leather Top-Handle Bag': {
    name: 'Sac à main classique en cuir',
    description:
      'Du cuir de veau structuré, une anse roulée et un fermoir doré poli. À l’intérieur, une poche doublée de daim range l’essentiel.',
  },
  'Sand Suede Tote': {
    name: 'Cabas en daim sable',
    description:
      'Un grand cabas en daim souple qui emporte un ordinateur, une écharpe et tout le reste. Des surpiqûres ton sur ton et des rivets dorés le finissent avec discrétion.',
  },
  'Crimson Quilted Crossbody Bag': {
    name: 'Sac bandoulière matelassé cramoisi',
    description:
      'De l’agneau matelassé en losanges sur une longue chaîne dorée, à la taille d’un téléphone, de cartes et d’un rouge à lèvres. À porter en bandoulière ou doublé sur l’épaule.',
  },
  'Gilded Evening Clutch': {
    name: 'Pochette du soir dorée',
    description:
      'Une pochette enveloppe métallisée à rabat aimanté, avec une fine chaîne que l’on peut cacher. La touche finale des mariages et des soirées de gala.',
  },
  'Mirror Metallic Clutch': {
    name: 'Pochette métallisée miroir',
    description:
      'Un cuir métallisé souple à l’éclat de miroir, en forme d’enveloppe classique. Elle contient un téléphone, des clés et un poudrier.',
  },
  'Ink Blue Wide-Brim Fedora': {
    name: 'Fedora à large bord bleu encre',
    description:
      'Un feutre de laine pure au bord généreux et au ruban gros-grain. Il garde sa forme sous la pluie et donne de l’allure à un trench.',
  },
  'Garden Silk Twill Scarf': {
    name: 'Écharpe en twill de soie Jardin',
    description:
      'Un carré de 90 cm en twill de soie imprimé d’un médaillon soleil, aux bords roulés à la main. À nouer au cou, au sac ou dans les cheveux.',
  },
  'Cherry Cat-Eye Sunglasses': {
    name: 'Lunettes de soleil œil de chat cerise',
    description:
      'Une monture en acétate polie à la main, à la ligne œil de chat relevée et flatteuse. Des verres dégradés offrent une protection UV400 complète.',
  },
  'Gold Vermeil Hoop Earrings': {
    name: 'Créoles en vermeil doré',
    description:
      'De larges créoles en vermeil or 18 carats sur argent massif, assez légères pour être portées toute la journée. Un fermoir à charnière se ferme d’un clic.',
  },
  'Freshwater Pearl Necklace': {
    name: 'Collier de perles d’eau douce',
    description:
      'Des perles d’eau douce lumineuses, nouées une à une sur de la soie et finies par un fermoir doré. Une pièce intemporelle à transmettre.',
  },
  'Sterling Silver Teardrop Pendant': {
    name: 'Pendentif goutte en argent massif',
    description:
      'Une goutte de cristal à facettes sur une fine chaîne en argent massif. Délicat seul, ravissant superposé à des chaînes plus longues.',
  },
  'Emerald Drop Earrings': {
    name: 'Boucles d’oreilles pendantes émeraude',
    description:
      'Des pierres vertes taillées en poire serties d’or, suspendues à un clou rond éclatant. Elles donnent couleur et mouvement à la plus simple des robes noires.',
  },
  'Sapphire Halo Ring': {
    name: 'Bague halo saphir',
    description:
      'Une pierre ronde bleu profond entourée d’un halo de pierres plus petites, sertie dans de l’argent massif poli. Présentée dans un écrin de velours, prête à offrir.',
  },
  'Ruby Cocktail Ring': {
    name: 'Bague cocktail rubis',
    description:
      'Une audacieuse pierre centrale rouge rubis dans un halo doré, faite pour être remarquée. Un anneau arrondi et confortable pour tous les jours.',
  },
  'Onyx Cuff Bracelet': {
    name: 'Bracelet manchette en onyx',
    description:
      'Un bandeau élégant d’onyx noir poli bordé d’argent. Moderne et sobre, il s’associe bien aux montres et aux chaînes fines.',
  },
  'Twisted Gold Bangle': {
    name: 'Jonc doré torsadé',
    description:
      'Un jonc torsadé à la finition dorée chaleureuse qui accroche la lumière à chaque geste. Il s’enfile facilement et se superpose à merveille.',
  },
  'Rose Velvet Lipstick': {
    name: 'Rouge à lèvres velours rose',
    description:
      'Un rouge mat velouté qui glisse en un seul passage et tient des heures. Enrichi en huile de rose musquée pour que les lèvres ne sèchent jamais.',
  },
  'Nude Satin Lipstick': {
    name: 'Rouge à lèvres satiné nude',
    description: 'Un nude satiné et crémeux qui flatte toutes les carnations. Une couleur modulable au doux éclat confortable.',
  },
  'Noir Eau de Parfum': {
    name: 'Eau de parfum Noir',
    description: 'Un parfum du soir profond de rose noire, d’oud et de vanille fumée, en flacon de 50 ml. Tenace et inoubliable.',
  },
  'Golden Hour Pressed Powder': {
    name: 'Poudre compacte Heure dorée',
    description:
      'Une poudre illuminatrice finement broyée qui donne à la peau un éclat chaud et ensoleillé. Dans un poudrier à miroir pour les retouches en chemin.',
  },
  'Midnight Blue Nail Lacquer': {
    name: 'Vernis à ongles bleu nuit',
    description:
      'Un vernis brillant qui résiste aux éclats, d’un bleu nuit d’encre. Deux couches donnent une couleur intense à l’effet gel.',
  },
  'Silver Shimmer Eyeshadow Palette': {
    name: 'Palette de fards à paupières argent irisé',
    description:
      'Six teintes faciles à estomper, de la perle glacée au graphite fumé, avec une touche d’or. Un grand miroir se trouve dans le couvercle.',
  },
  'Green Tea Night Cream': {
    name: 'Crème de nuit au thé vert',
    description:
      'Une crème de nuit riche au thé vert et au squalane qui répare la peau pendant le sommeil. Réveillez-vous avec un teint plus doux et reposé.',
  },
  'Gilded Amber Eau de Parfum': {
    name: 'Eau de parfum Ambre doré',
    description:
      'Ambre chaud, safran et un soupçon de tabac miellé, dans 50 ml d’or lumineux. Un parfum pour les soirées aux chandelles.',
  },
};
