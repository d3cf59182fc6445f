export { mostWishedFor } from './service.ts';
