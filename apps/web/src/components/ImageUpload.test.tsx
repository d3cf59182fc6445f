import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../test/render';
import { ImageUpload } from './ImageUpload';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** An upload the test finishes by hand, so the in-between state can be seen. */
function pendingUpload() {
  let finish: (url: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const upload = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { upload, finish: (url: string) => finish(url), fail: (error: Error) => fail(error) };
}

describe('image upload', () => {
  it('uploads one chosen file as a data URL and hands its address to the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { upload, finish } = pendingUpload();
    renderInEnglish(<ImageUpload label="Image" upload={upload} onChange={onChange} />);

    await user.upload(screen.getByLabelText('Image'), png('dress.png'));
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('data:image/png;base64,iVBORw==');

    finish('/images/abc.webp');
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByAltText('Uploaded image preview')).toHaveAttribute('src', '/images/abc.webp');
    expect(onChange).toHaveBeenCalledWith('/images/abc.webp');
  });

  it('goes back to idle when the upload fails', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { upload, fail } = pendingUpload();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInEnglish(<ImageUpload label="Image" upload={upload} onChange={onChange} />);

    await user.upload(screen.getByLabelText('Image'), png('dress.png'));
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    fail(new Error('too large'));
    await vi.waitFor(() => expect(screen.queryByText('Uploading...')).not.toBeInTheDocument());
    expect(screen.queryByText('Image uploaded successfully!')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('only reads several chosen files and uploads none', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const upload = vi.fn();
    const readAsDataURL = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    renderInEnglish(<ImageUpload label="Image" upload={upload} onChange={onChange} />);

    await user.upload(screen.getByLabelText('Image'), [png('front.png'), png('back.png')]);
    await vi.waitFor(() => expect(readAsDataURL).toHaveBeenCalledTimes(2));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
