import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../test/render';
import { Stars } from './Stars';

/** How wide the filled stars show, in stars: the clip's width over one star and its gap. */
function filledStars(container: HTMLElement, size: number): number {
  const width = Number(container.querySelector('clipPath rect')?.getAttribute('width'));
  const whole = Math.floor(width / (size + 2));
  return whole + (width - whole * (size + 2)) / size;
}

describe('Stars', () => {
  it('reads the rating out of five', () => {
    renderInEnglish(<Stars rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows five stars, filled up to the rating in half steps', () => {
    const { container } = renderInEnglish(<Stars rating={3.4} size={16} />);
    expect(container.querySelectorAll('[data-part="empty"] use')).toHaveLength(5);
    expect(container.querySelectorAll('[data-part="filled"] use')).toHaveLength(5);
    expect(filledStars(container, 16)).toBe(3.5);
  });

  it('shows an unrated product as five empty stars, and a perfect one as five full ones', () => {
    const { container: unrated } = renderInEnglish(<Stars rating={0} size={14} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(filledStars(unrated, 14)).toBe(0);

    const { container: perfect } = renderInEnglish(<Stars rating={5} size={14} />);
    expect(filledStars(perfect, 14)).toBe(5);
  });

  it('gives each rating on a page its own star, so two ratings never share a cut', () => {
    const { container } = renderInEnglish(
      <>
        <Stars rating={1} />
        <Stars rating={4} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('svg[role="img"]')];
    const clipOf = (svg: Element | undefined) => svg?.querySelector('g[data-part="filled"]')?.getAttribute('clip-path');
    expect(clipOf(first)).not.toBe(clipOf(second));
    expect(second?.querySelector(`clipPath${clipOf(second)?.slice(4, -1)}`)).not.toBeNull();
  });
});
