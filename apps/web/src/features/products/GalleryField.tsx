// The product form's pictures: several uploaded at once, put in order by dragging or with "Move earlier" and "Move
// later", each with its alt text, removed after a confirm step. The first is the one cards show.
import { MAX_IMAGE_ALT_LENGTH, MAX_PRODUCT_IMAGES, type ProductImage } from '@atelier/domain';
import { Images } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses } from '../../components/FormField';
import { readAsDataUrl } from '../../components/readAsDataUrl';

interface GalleryFieldProps {
  pictures: ProductImage[];
  onChange: (pictures: ProductImage[]) => void;
  /** Stores a chosen image (a data URL) and answers its URL. */
  upload: (dataUrl: string) => Promise<string>;
}

/** `pictures` with the one at `from` moved to `to`. */
export function moved<T>(pictures: T[], from: number, to: number): T[] {
  if (to < 0 || to >= pictures.length || from === to) return pictures;
  const next = [...pictures];
  const [picture] = next.splice(from, 1);
  if (picture !== undefined) next.splice(to, 0, picture);
  return next;
}

export function GalleryField({ pictures, onChange, upload }: GalleryFieldProps) {
  const inputId = useId();
  const [status, setStatus] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const room = MAX_PRODUCT_IMAGES - pictures.length;

  async function addFiles(files: FileList | null) {
    const chosen = Array.from(files ?? []).slice(0, room);
    if (chosen.length === 0) return;
    setStatus(`Uploading ${chosen.length} ${chosen.length === 1 ? 'picture' : 'pictures'}...`);
    const added: ProductImage[] = [];
    try {
      for (const file of chosen) added.push({ url: await upload(await readAsDataUrl(file)), alt: '' });
      setStatus(`${added.length} ${added.length === 1 ? 'picture' : 'pictures'} added.`);
    } catch (error) {
      console.warn('Picture upload failed', error);
      setStatus(`${added.length} of ${chosen.length} pictures added; the others could not be uploaded.`);
    }
    onChange([...pictures, ...added.filter((picture) => !pictures.some((p) => p.url === picture.url))]);
  }

  const move = (from: number, to: number) => {
    onChange(moved(pictures, from, to));
    setStatus(`Picture moved to place ${to + 1} of ${pictures.length}.`);
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Pictures</legend>
      <p className="mt-1 text-sm text-muted">
        Up to {MAX_PRODUCT_IMAGES}. The first is the one cards show. Drag a picture, or use its buttons, to change the order.
      </p>
      <div className="mt-2 flex items-center gap-3 rounded-md border border-dashed border-line bg-white p-3">
        <Images aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <label htmlFor={inputId} className="sr-only">
          Add pictures
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={room === 0}
          onChange={(event) => {
            void addFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
          className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-cream file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-sand"
        />
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-muted">
        {status}
      </p>
      {pictures.length > 0 && (
        <ol className="mt-3 space-y-3">
          {pictures.map((picture, index) => (
            <li
              key={picture.url}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              className="flex flex-wrap items-start gap-3 rounded-md border border-line bg-white p-3"
            >
              <img
                src={picture.url}
                alt=""
                width={64}
                height={80}
                className="h-20 w-16 cursor-grab rounded-md bg-cream object-cover"
              />
              <div className="min-w-48 flex-1 space-y-2">
                <label className="block text-sm text-ink">
                  Alt text of picture {index + 1}
                  {index === 0 && <span className="text-muted"> (shown on cards)</span>}
                  <input
                    value={picture.alt}
                    maxLength={MAX_IMAGE_ALT_LENGTH}
                    placeholder="Left empty: the name and the picture's place"
                    onChange={(event) => onChange(pictures.map((p, i) => (i === index ? { ...p, alt: event.target.value } : p)))}
                    className={controlClasses}
                  />
                </label>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Move earlier<span className="sr-only">: picture {index + 1}</span>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={index === pictures.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move later<span className="sr-only">: picture {index + 1}</span>
                  </Button>
                  {removing === index ? (
                    <>
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        onClick={() => {
                          onChange(pictures.filter((_, i) => i !== index));
                          setRemoving(null);
                          setStatus(`Picture ${index + 1} removed.`);
                        }}
                      >
                        Yes, remove picture {index + 1}
                      </Button>
                      <Button type="button" size="sm" variant="secondary" onClick={() => setRemoving(null)}>
                        Keep it
                      </Button>
                    </>
                  ) : (
                    <Button type="button" size="sm" variant="secondary" onClick={() => setRemoving(index)}>
                      Remove<span className="sr-only">: picture {index + 1}</span>
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
