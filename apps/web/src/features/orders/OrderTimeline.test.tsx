import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../../test/render';
import { OrderTimeline } from './OrderTimeline';

const stepStates = () =>
  screen.getAllByRole('listitem').map((step) => [step.querySelector('p')?.textContent, step.dataset.state]);

describe('OrderTimeline', () => {
  it('shows the four steps in order, earlier ones completed and the current one highlighted', () => {
    renderInEnglish(<OrderTimeline status="shipped" />);
    expect(stepStates()).toEqual([
      ['Pending', 'completed'],
      ['Processing', 'completed'],
      ['Shipped', 'current'],
      ['Completed', 'upcoming'],
    ]);
    expect(screen.getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('has nothing completed yet for a pending order', () => {
    renderInEnglish(<OrderTimeline status="pending" />);
    expect(stepStates().map(([, state]) => state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('highlights the last step once the order is completed', () => {
    renderInEnglish(<OrderTimeline status="completed" />);
    expect(stepStates().map(([, state]) => state)).toEqual(['completed', 'completed', 'completed', 'current']);
  });
});
