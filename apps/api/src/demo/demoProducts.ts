// The demo catalog: eight pieces per category, every colour, prices from $18 to $329; a dozen with several pictures,
// and three pieces in two colours each.
import type { Category, Color } from '@atelier/domain';
import { clutch, crossbodyBag, topHandleBag, tote } from './art/bags.ts';
import type { Picture } from './art/canvas.ts';
import { compact, creamJar, eyeshadowPalette, lipstick, nailLacquer, perfume } from './art/cosmetics.ts';
import { dress } from './art/dress.ts';
import { bangle, cocktailRing, dropEarrings, hoopEarrings, pearlNecklace, pendantNecklace } from './art/jewellery.ts';
import { ANGLED, closeUp, EVENING, TURNED, type View } from './art/views.ts';
import { catEyeSunglasses, fedora, silkScarf } from './art/wearables.ts';

export interface DemoProduct {
  name: string;
  category: Category;
  color: Color;
  priceCents: number;
  oldPriceCents?: number;
  description: string;
  draw: (color: Color) => Picture;
  /** The pictures after the first: the same drawing framed or lit otherwise. */
  views?: View[];
  /** The style it shares with the same piece in its other colours (decision 340). */
  style?: string;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Midnight Silk Slip Dress',
    category: 'dress',
    color: 'black',
    priceCents: 18_900,
    oldPriceCents: 22_900,
    description:
      'A bias-cut slip in pure mulberry silk that skims the body and pools softly at the ankle. Fine adjustable straps and a gentle cowl make it an evening staple you will reach for again and again.',
    draw: (c) => dress(c, { top: 'straps', hemY: 860, hemHalf: 150, waistHalf: 78, details: [] }),
    views: [closeUp(400, 380), ANGLED, EVENING],
  },
  {
    name: 'Scarlet Wrap Midi Dress',
    category: 'dress',
    color: 'red',
    priceCents: 14_900,
    description:
      'A flowing crepe wrap dress with flutter sleeves and a self-tie waist. The midi length moves beautifully from a long lunch to a late dinner.',
    draw: (c) => dress(c, { top: 'sleeves', hemY: 790, hemHalf: 170, waistHalf: 80, details: ['wrap'] }),
  },
  {
    name: 'Champagne Sequin Gown',
    category: 'dress',
    color: 'gold',
    priceCents: 32_900,
    oldPriceCents: 38_900,
    description:
      'Hand-applied sequins catch every light on this floor-length gown. A fitted bodice and a full skirt give it red-carpet presence; fully lined for comfort.',
    draw: (c) => dress(c, { top: 'straps', hemY: 900, hemHalf: 215, waistHalf: 74, details: ['sequins'] }),
  },
  {
    name: 'Riviera Linen Shirt Dress',
    category: 'dress',
    color: 'blue',
    priceCents: 11_900,
    description:
      'Breezy European linen cut as a relaxed shirt dress, with a button-through front and a leather belt to define the waist. Made for warm days by the sea.',
    draw: (c) => dress(c, { top: 'sleeves', hemY: 800, hemHalf: 150, waistHalf: 86, details: ['buttons', 'belt'] }),
    views: [closeUp(400, 430), ANGLED],
  },
  {
    name: 'Sage Pleated Maxi Dress',
    category: 'dress',
    color: 'green',
    priceCents: 15_900,
    description:
      'Sunray pleats fall from a fitted bodice into a sweeping maxi skirt that moves with every step. Light as air, with slender straps and a hidden side zip.',
    draw: (c) => dress(c, { top: 'straps', hemY: 900, hemHalf: 190, waistHalf: 78, details: ['pleats'] }),
  },
  {
    name: 'Sand Ribbed Knit Dress',
    category: 'dress',
    color: 'beige',
    priceCents: 9_800,
    oldPriceCents: 12_900,
    description:
      'A soft ribbed knit in a merino and cotton blend, with long sleeves and a figure-skimming shape. Cosy enough for winter weekends, polished enough for the office.',
    draw: (c) => dress(c, { top: 'longSleeves', hemY: 760, hemHalf: 120, waistHalf: 92, details: ['ribs'] }),
  },
  {
    name: 'Moonlight Satin Cocktail Dress',
    category: 'dress',
    color: 'silver',
    priceCents: 21_900,
    description:
      'Liquid satin with a soft sheen, cut into a flared cocktail silhouette and finished with a slim buckled belt. It turns heads at every party.',
    draw: (c) => dress(c, { top: 'straps', hemY: 740, hemHalf: 175, waistHalf: 76, details: ['belt'] }),
  },
  {
    name: 'Cobalt Off-Shoulder Midi Dress',
    category: 'dress',
    color: 'blue',
    priceCents: 13_500,
    description:
      'A scalloped off-shoulder neckline frames the collarbones on this cobalt midi. Structured cotton sateen holds its shape from day to evening.',
    draw: (c) => dress(c, { top: 'offShoulder', hemY: 820, hemHalf: 180, waistHalf: 80, details: ['ruffle'] }),
  },
  {
    name: 'Classic Leather Top-Handle Bag',
    category: 'accessories',
    color: 'black',
    priceCents: 24_500,
    oldPriceCents: 29_500,
    description:
      'Structured calf leather, a rolled top handle and a polished gold clasp. Inside, a suede-lined pocket keeps your essentials in order.',
    draw: topHandleBag,
    views: [ANGLED, closeUp(400, 640)],
  },
  {
    name: 'Sand Suede Tote',
    category: 'accessories',
    color: 'beige',
    priceCents: 17_900,
    description:
      'A roomy tote in buttery suede that carries a laptop, a scarf and everything in between. Tonal stitching and gold rivets finish it quietly.',
    draw: tote,
  },
  {
    name: 'Crimson Quilted Crossbody Bag',
    category: 'accessories',
    color: 'red',
    priceCents: 13_900,
    description:
      'Diamond-quilted lambskin on a long gold chain, sized for a phone, cards and a lipstick. Wear it across the body or doubled on the shoulder.',
    draw: crossbodyBag,
  },
  {
    name: 'Gilded Evening Clutch',
    category: 'accessories',
    color: 'gold',
    priceCents: 8_900,
    description:
      'A metallic envelope clutch with a magnetic flap and a slim chain you can tuck away. The finishing touch for weddings and gala nights.',
    draw: clutch,
    views: [closeUp(400, 680), ANGLED, EVENING],
    style: 'envelope-clutch',
  },
  {
    name: 'Mirror Metallic Clutch',
    category: 'accessories',
    color: 'silver',
    priceCents: 8_400,
    oldPriceCents: 9_900,
    description:
      'Soft metallic leather with a mirror-like shine, shaped as a classic envelope. Holds a phone, keys and a compact.',
    draw: clutch,
    views: [closeUp(400, 680), ANGLED],
    style: 'envelope-clutch',
  },
  {
    name: 'Ink Blue Wide-Brim Fedora',
    category: 'accessories',
    color: 'blue',
    priceCents: 7_200,
    description:
      'Pure wool felt with a generous brim and a grosgrain band. It keeps its shape in the rain and adds instant polish to a trench coat.',
    draw: fedora,
  },
  {
    name: 'Garden Silk Twill Scarf',
    category: 'accessories',
    color: 'green',
    priceCents: 5_800,
    oldPriceCents: 7_500,
    description:
      'A 90 cm square of silk twill printed with a sunburst medallion and hand-rolled edges. Knot it at the neck, tie it to a bag or wear it in your hair.',
    draw: silkScarf,
    views: [closeUp(400, 510), EVENING],
  },
  {
    name: 'Cherry Cat-Eye Sunglasses',
    category: 'accessories',
    color: 'red',
    priceCents: 9_500,
    description:
      'Hand-polished acetate frames with a flattering upswept cat-eye line. Gradient lenses give full UV400 protection.',
    draw: catEyeSunglasses,
    views: [closeUp(400, 540)],
  },
  {
    name: 'Gold Vermeil Hoop Earrings',
    category: 'jewellery',
    color: 'gold',
    priceCents: 6_800,
    oldPriceCents: 8_500,
    description:
      'Chunky hoops in 18k gold vermeil over sterling silver, light enough to wear all day. A hinged clasp closes with a satisfying click.',
    draw: hoopEarrings,
  },
  {
    name: 'Freshwater Pearl Necklace',
    category: 'jewellery',
    color: 'beige',
    priceCents: 13_900,
    description:
      'Lustrous freshwater pearls, individually knotted on silk and finished with a gold clasp. A timeless piece to pass down.',
    draw: pearlNecklace,
  },
  {
    name: 'Sterling Silver Teardrop Pendant',
    category: 'jewellery',
    color: 'silver',
    priceCents: 7_400,
    description:
      'A faceted crystal teardrop on a fine sterling silver chain. Delicate on its own, lovely layered with longer chains.',
    draw: pendantNecklace,
  },
  {
    name: 'Emerald Drop Earrings',
    category: 'jewellery',
    color: 'green',
    priceCents: 21_000,
    description:
      'Pear-cut green stones framed in gold, hanging from a bright round stud. They bring colour and movement to the simplest black dress.',
    draw: dropEarrings,
  },
  {
    name: 'Sapphire Halo Ring',
    category: 'jewellery',
    color: 'blue',
    priceCents: 26_500,
    oldPriceCents: 32_000,
    description:
      'A deep blue round stone circled by a halo of smaller gems, set in polished sterling silver. Presented in a velvet box, ready to give.',
    draw: cocktailRing,
    views: [closeUp(400, 430), ANGLED],
    style: 'halo-ring',
  },
  {
    name: 'Ruby Cocktail Ring',
    category: 'jewellery',
    color: 'red',
    priceCents: 18_900,
    description:
      'A bold ruby-red centre stone in a gold halo setting, made to be noticed. Comfortable rounded band for everyday wear.',
    draw: cocktailRing,
    views: [closeUp(400, 430)],
    style: 'halo-ring',
  },
  {
    name: 'Onyx Cuff Bracelet',
    category: 'jewellery',
    color: 'black',
    priceCents: 5_900,
    description:
      'A sleek band of polished black onyx edged in silver. Modern and understated, it stacks well with watches and thin chains.',
    draw: (c) => bangle(c, false),
  },
  {
    name: 'Twisted Gold Bangle',
    category: 'jewellery',
    color: 'gold',
    priceCents: 4_500,
    description:
      'A rope-twisted bangle with a warm gold finish that catches the light as you move. Slips on easily and layers beautifully.',
    draw: (c) => bangle(c, true),
  },
  {
    name: 'Rose Velvet Lipstick',
    category: 'cosmetics',
    color: 'red',
    priceCents: 3_200,
    description:
      'A velvet-matte red that glides on in one stroke and stays put for hours. Enriched with rosehip oil so lips never feel dry.',
    draw: lipstick,
    views: [TURNED, closeUp(400, 420)],
    style: 'bullet-lipstick',
  },
  {
    name: 'Nude Satin Lipstick',
    category: 'cosmetics',
    color: 'beige',
    priceCents: 2_900,
    description: 'A creamy satin nude that flatters every skin tone. Buildable colour with a soft, comfortable shine.',
    draw: lipstick,
    views: [TURNED],
    style: 'bullet-lipstick',
  },
  {
    name: 'Noir Eau de Parfum',
    category: 'cosmetics',
    color: 'black',
    priceCents: 11_800,
    oldPriceCents: 13_500,
    description: 'A deep evening scent of black rose, oud and smoked vanilla in a 50 ml bottle. Long-lasting and unforgettable.',
    draw: perfume,
    views: [ANGLED, EVENING],
  },
  {
    name: 'Golden Hour Pressed Powder',
    category: 'cosmetics',
    color: 'gold',
    priceCents: 4_200,
    description:
      'A finely milled highlighting powder that gives skin a warm, sunlit glow. Comes in a mirrored compact for touch-ups on the go.',
    draw: compact,
  },
  {
    name: 'Midnight Blue Nail Lacquer',
    category: 'cosmetics',
    color: 'blue',
    priceCents: 1_800,
    description: 'A glossy, chip-resistant lacquer in an inky midnight blue. Two coats give full colour with a gel-like finish.',
    draw: nailLacquer,
  },
  {
    name: 'Silver Shimmer Eyeshadow Palette',
    category: 'cosmetics',
    color: 'silver',
    priceCents: 4_800,
    oldPriceCents: 5_600,
    description:
      'Six blendable shades from icy pearl to smoky graphite, with a touch of gold. A full-size mirror sits inside the lid.',
    draw: eyeshadowPalette,
  },
  {
    name: 'Green Tea Night Cream',
    category: 'cosmetics',
    color: 'green',
    priceCents: 5_400,
    description:
      'A rich overnight cream with green tea and squalane that restores skin while you sleep. Wake up to a softer, rested complexion.',
    draw: creamJar,
  },
  {
    name: 'Gilded Amber Eau de Parfum',
    category: 'cosmetics',
    color: 'gold',
    priceCents: 9_600,
    description:
      'Warm amber, saffron and a whisper of honeyed tobacco, bottled in 50 ml of glowing gold. A scent for candlelit evenings.',
    draw: perfume,
  },
];
