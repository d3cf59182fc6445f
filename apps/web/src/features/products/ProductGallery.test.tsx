import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ColourSwatches } from './ColourSwatches';
import { ProductGallery } from './ProductGallery';

const pictures = ['front', 'back', 'detail'].map((view, i) => ({
  url: `/images/${i}0000000-0000-4000-8000-000000000000.webp`,
  alt: `The ${view}`,
}));

describe('the product gallery', () => {
  it('shows the first picture, loaded at once, and the others as thumbnails that change the one shown', async () => {
    const { user } = renderWithProviders(<ProductGallery pictures={pictures} name="Wrap dress" />);
    const main = screen.getByRole('img', { name: 'The front' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('srcset', expect.stringContaining('?w=640'));
    expect(screen.getByText('Picture 1 of 3')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Show picture 3: The detail' }));
    expect(screen.getByRole('img', { name: 'The detail' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show picture 3: The detail' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrow keys, going round at either end', async () => {
    const { user } = renderWithProviders(<ProductGallery pictures={pictures} name="Wrap dress" />);
    await user.click(screen.getByRole('button', { name: 'Show picture 1: The front' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
  });

  it('zooms full screen, moves with the arrows, and gives focus back to Zoom on Escape', async () => {
    const { user } = renderWithProviders(<ProductGallery pictures={pictures} name="Wrap dress" />);
    const zoom = screen.getByRole('button', { name: 'Zoom' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'The front' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'The back' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
  });
});

const shownPicture = () => within(screen.getByRole('region', { name: 'Pictures of Wrap dress' })).getByRole('img');

/** A finger (or the mouse's button) pressed on the picture shown at `fromX` and lifted at `toX`. */
async function swipe(user: UserEvent, fromX: number, toX: number, pointer: 'TouchA' | 'MouseLeft' = 'TouchA') {
  const shown = shownPicture();
  await user.pointer([
    { keys: `[${pointer}>]`, target: shown, coords: { clientX: fromX, clientY: 200 } },
    { pointerName: pointer === 'TouchA' ? pointer : 'mouse', target: shown, coords: { clientX: toX, clientY: 210 } },
    { keys: `[/${pointer}]`, target: shown },
  ]);
}

describe('swiping through the product gallery', () => {
  it('shows the next picture on a swipe to the left and the previous one on a swipe to the right', async () => {
    const { user } = renderWithProviders(<ProductGallery pictures={pictures} name="Wrap dress" />);
    await swipe(user, 300, 120);
    expect(screen.getByRole('img', { name: 'The back' })).toBeInTheDocument();
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
    await swipe(user, 300, 120);
    expect(screen.getByRole('img', { name: 'The detail' })).toBeInTheDocument();
    await swipe(user, 120, 300);
    expect(screen.getByRole('img', { name: 'The back' })).toBeInTheDocument();
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
  });

  it('keeps the picture shown when the finger moves only a little either way', async () => {
    const { user } = renderWithProviders(<ProductGallery pictures={pictures} name="Wrap dress" />);
    await swipe(user, 300, 270);
    expect(screen.getByRole('img', { name: 'The front' })).toBeInTheDocument();
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();
    await swipe(user, 300, 330);
    expect(screen.getByRole('img', { name: 'The front' })).toBeInTheDocument();
  });

  it('goes round at either end, as the arrow keys do: right from the first to the last, left from the last to the first', async () => {
    const { user } = renderWithProviders(<ProductGallery pictures={pictures} name="Wrap dress" />);
    await swipe(user, 120, 300);
    expect(screen.getByRole('img', { name: 'The detail' })).toBeInTheDocument();
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
    await swipe(user, 300, 120);
    expect(screen.getByRole('img', { name: 'The front' })).toBeInTheDocument();
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();
  });

  it('moves on a mouse drag too, the browser not carrying the picture off as a dragged image', async () => {
    const { user } = renderWithProviders(<ProductGallery pictures={pictures} name="Wrap dress" />);
    expect(fireEvent.dragStart(shownPicture())).toBe(false);
    await swipe(user, 300, 120, 'MouseLeft');
    expect(screen.getByRole('img', { name: 'The back' })).toBeInTheDocument();
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
  });

  it('stays on the only picture of a product that has one', async () => {
    const [only] = pictures;
    const { user } = renderWithProviders(<ProductGallery pictures={only ? [only] : []} name="Wrap dress" />);
    await swipe(user, 300, 120);
    await swipe(user, 120, 300);
    expect(screen.getByRole('img', { name: 'The front' })).toBeInTheDocument();
    expect(screen.queryByText(/Picture \d of/)).not.toBeInTheDocument();
  });
});

describe('colour swatches', () => {
  it('links to each other colour, marks the current one and a sold-out one', () => {
    const black = makeProduct({ color: 'black', stock: 0 });
    const siblings = [{ _id: black._id, name: black.name, color: black.color, image: black.image, price: 40, stock: 0 }];
    renderWithProviders(<ColourSwatches current={{ color: 'beige', stock: 3 }} siblings={siblings} />);
    const nav = screen.getByRole('navigation', { name: 'Other colours' });
    expect(within(nav).getByText('beige').closest('[aria-current="page"]')).not.toBeNull();
    const link = within(nav).getByRole('link', { name: /black/ });
    expect(link).toHaveAttribute('href', `/shop/${black._id}`);
    expect(link).toHaveTextContent('(sold out)');
  });
});
