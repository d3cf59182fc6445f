import { z } from 'zod';

/** POST /uploadImage body: the picture as a data URL (`data:image/png;base64,…`). The answer is its URL. */
export const uploadImageBody = z.object({ image: z.string({ error: 'The image must be a data URL' }) });
