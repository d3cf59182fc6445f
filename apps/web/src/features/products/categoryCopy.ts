// How each category is named and introduced on its page: as the shop would write it, not the catalog's key ('dress').
import type { Category } from '@atelier/domain';

export const CATEGORY_COPY: Record<Category, { heading: string; description: string }> = {
  accessories: { heading: 'Accessories', description: 'The finishing touches: bags, scarves, belts and more.' },
  dress: { heading: 'Dresses', description: 'Dresses for every day and for the evenings that matter.' },
  jewellery: {
    heading: 'Jewellery',
    description: 'Earrings, necklaces, rings and bracelets to wear every day or keep for best.',
  },
  cosmetics: { heading: 'Cosmetics', description: 'Make-up and skincare we reach for ourselves.' },
};
