export type { EncodedImage } from './service.ts';
export { encodeImage, insertImages } from './service.ts';
