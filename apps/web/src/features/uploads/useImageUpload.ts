import { useUploadImageMutation } from './api';

/** The upload an image picker calls: a data URL in, the stored image's URL out. */
export function useImageUpload(): (dataUrl: string) => Promise<string> {
  const [uploadImage] = useUploadImageMutation();
  return (dataUrl) => uploadImage(dataUrl).unwrap();
}
