// Image upload: a data URL in, the stored image's URL out.
import { baseApi } from '../../shared/api/baseApi';

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    uploadImage: b.mutation<string, string>({
      query: (image) => ({ url: 'api/uploadImage', method: 'POST', body: { image } }),
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
