import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from './Thumbnail';

describe('Thumbnail', () => {
  it('shows the picture at its size', () => {
    render(<Thumbnail src="/images/scarf.webp" alt="Silk Scarf" width={40} height={50} className="rounded" />);
    const picture = screen.getByRole('img', { name: 'Silk Scarf' });
    expect(picture).toHaveAttribute('src', '/images/scarf.webp');
    expect(picture).toHaveAttribute('width', '40');
  });

  it('keeps an empty frame of the same size for a product without a picture, and asks the browser for nothing', () => {
    const { container } = render(<Thumbnail src="" alt="Silk Scarf" width={40} height={50} className="rounded" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveStyle({ width: '40px', height: '50px' });
  });
});
