// The latest journal posts shown on the home page: static, shipped with the shop.
export type BlogArt = 'arch' | 'orbit' | 'horizon' | 'pillar';

export interface BlogPost {
  id: string;
  title: string;
  subtitle: string;
  date: string;
  art: BlogArt;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'capsule-wardrobe',
    title: 'Ten pieces, thirty outfits',
    subtitle: 'How to build a capsule wardrobe around one good dress.',
    date: '12 October 2026',
    art: 'arch',
  },
  {
    id: 'caring-for-gold',
    title: 'Caring for fine gold',
    subtitle: 'Keep your jewellery bright with three habits and a soft cloth.',
    date: '28 September 2026',
    art: 'orbit',
  },
  {
    id: 'autumn-colour',
    title: 'The colours of autumn',
    subtitle: 'Burgundy, camel and forest green: the palette of the season.',
    date: '15 September 2026',
    art: 'horizon',
  },
  {
    id: 'minimal-beauty',
    title: 'A five-minute routine',
    subtitle: 'The cosmetics our team reaches for on busy mornings.',
    date: '2 September 2026',
    art: 'pillar',
  },
];
