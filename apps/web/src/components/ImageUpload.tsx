// Image picker (SPEC §4/§5): one chosen file is read as a data URL and uploaded; several are only read.
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslate } from '../shared/i18n/useTranslate';
import { toast } from '../shared/toast';
import { readAsDataUrl } from './readAsDataUrl';

type UploadState = 'idle' | 'uploading' | 'uploaded';

interface ImageUploadProps {
  label: string;
  /** Sends a data URL to the server and answers the stored image's URL. */
  upload: (dataUrl: string) => Promise<string>;
  onChange: (url: string) => void;
  /** The image already chosen, shown until another is uploaded. */
  currentImage?: string;
}

export function ImageUpload({ label, upload, onChange, currentImage }: ImageUploadProps) {
  const inputId = useId();
  const [state, setState] = useState<UploadState>('idle');
  const [preview, setPreview] = useState('');
  const translate = useTranslate();

  async function handleFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    const first = files[0];
    if (files.length > 1 || !first) {
      // Several files are read but, as the spec says, none is uploaded.
      await Promise.all(Array.from(files, readAsDataUrl)).catch((error) => console.warn('Reading images failed', error));
      return;
    }
    setState('uploading');
    try {
      const url = await upload(await readAsDataUrl(first));
      setPreview(url);
      setState('uploaded');
      onChange(url);
      toast.success(translate('image.uploadedToast'));
    } catch (error) {
      console.warn('Image upload failed', error);
      setState('idle');
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-2 flex items-center gap-3 rounded-md border border-dashed border-line bg-white p-3">
        <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => void handleFiles(event.currentTarget.files)}
          className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-cream file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-sand"
        />
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {state === 'uploading' && <p className="text-muted">{translate('image.uploading')}</p>}
        {state === 'uploaded' && (
          <div className="flex items-center gap-3">
            <Thumbnail src={preview} alt={translate('image.preview')} />
            <p className="text-success">{translate('image.uploaded')}</p>
          </div>
        )}
        {state === 'idle' && currentImage ? (
          <div className="flex items-center gap-3">
            <Thumbnail src={currentImage} alt={translate('image.current')} />
            <p className="text-muted">{translate('image.current')}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={64} height={80} className="h-20 w-16 rounded-md bg-cream object-cover" />;
}
