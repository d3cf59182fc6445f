export { existingPageSlugs, listPages } from './service.ts';
