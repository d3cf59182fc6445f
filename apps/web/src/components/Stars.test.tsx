import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './Stars';

describe('Stars', () => {
  it('reads the rating out of five', () => {
    render(<Stars rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows five stars, filled up to the rating in half steps', () => {
    const { container } = render(<Stars rating={3.5} />);
    const fills = [...container.querySelectorAll<HTMLElement>('span.overflow-hidden')].map((fill) => fill.style.width);
    expect(container.querySelectorAll('svg.text-sand')).toHaveLength(5);
    expect(fills).toEqual(['100%', '100%', '100%', '50%']);
  });

  it('shows an unrated product as five empty stars', () => {
    const { container } = render(<Stars rating={0} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('span.overflow-hidden')).toHaveLength(0);
  });
});
