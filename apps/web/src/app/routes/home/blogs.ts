// The latest journal posts shown on the home page: static, shipped with the shop. Their titles and subtitles are the
// home area's texts (`home.blog.{id}.title`, `.subtitle`), in each language.
export type BlogArt = 'arch' | 'orbit' | 'horizon' | 'pillar';

export interface BlogPost {
  id: BlogId;
  /** The day it was published, `YYYY-MM-DD`. */
  published: string;
  art: BlogArt;
}

export type BlogId = 'capsule-wardrobe' | 'caring-for-gold' | 'autumn-colour' | 'minimal-beauty';

export const BLOG_POSTS: BlogPost[] = [
  { id: 'capsule-wardrobe', published: '2026-10-12', art: 'arch' },
  { id: 'caring-for-gold', published: '2026-09-28', art: 'orbit' },
  { id: 'autumn-colour', published: '2026-09-15', art: 'horizon' },
  { id: 'minimal-beauty', published: '2026-09-02', art: 'pillar' },
];
