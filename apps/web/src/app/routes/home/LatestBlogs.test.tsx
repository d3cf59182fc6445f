import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInFrench, renderWithProviders } from '../../../test/render';
import { LatestBlogs } from './LatestBlogs';

describe('the latest blog cards', () => {
  it('name each post and its day in English', () => {
    renderWithProviders(<LatestBlogs />);
    expect(screen.getByRole('heading', { name: 'Ten pieces, thirty outfits' })).toBeInTheDocument();
    expect(screen.getByText('October 12, 2026')).toHaveAttribute('datetime', '2026-10-12');
  });

  it('name each post and its day in French on a French page', () => {
    renderInFrench(<LatestBlogs />);
    expect(screen.getByRole('heading', { name: 'Dix pièces, trente tenues' })).toBeInTheDocument();
    expect(screen.getByText('12 octobre 2026')).toBeInTheDocument();
    expect(screen.queryByText('How to build a capsule wardrobe around one good dress.')).toBeNull();
  });
});
