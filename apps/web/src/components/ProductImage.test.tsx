import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage';

const IMAGE = '/images/0b7a3c52-1f4e-4d3a-9c1b-2a5e6f7d8c90.webp';

describe('ProductImage', () => {
  it('shows the picture with its smaller copies for the browser to choose from', () => {
    render(<ProductImage src={IMAGE} alt="Silk Scarf" sizes="50vw" />);
    const picture = screen.getByRole('img', { name: 'Silk Scarf' });
    expect(picture).toHaveAttribute('src', IMAGE);
    expect(picture.getAttribute('srcset')).toContain('.webp');
  });

  it('keeps the frame of a product without a picture, named, and asks the browser for nothing', () => {
    const { container } = render(<ProductImage src="" alt="Silk Scarf" sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Silk Scarf' })).toHaveClass('aspect-[4/5]');
    expect(container.querySelector('img')).toBeNull();
  });
});
