// Apart from the settings' schema (settings.ts), so the screens that list the networks load no parser.

/** The social networks a shop can link to; the storefront shows each with its icon. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'pinterest', 'tiktok', 'youtube', 'x', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
