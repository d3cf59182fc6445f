import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../test/render';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('draws a few page buttons for a catalog of a thousand pages, the last among them', async () => {
    const onPageChange = vi.fn();
    renderInEnglish(<Pagination page={1} totalPages={1250} onPageChange={onPageChange} />);
    const numbered = screen.getAllByRole('button', { name: /^Page / });
    expect(numbered.map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5', '1250']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1250' }));
    expect(onPageChange).toHaveBeenCalledWith(1250);
  });

  it('shows the pages around the current one, marked as current', () => {
    renderInEnglish(<Pagination page={600} totalPages={1250} onPageChange={() => {}} />);
    const numbered = screen.getAllByRole('button', { name: /^Page / });
    expect(numbered.map((button) => button.textContent)).toEqual(['1', '599', '600', '601', '1250']);
    expect(screen.getByRole('button', { name: 'Page 600' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps Previous off on the first page and Next off on the last', () => {
    const { rerender } = renderInEnglish(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
