import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartCard } from './ChartCard';

/** An IntersectionObserver the test moves: `scrollNear()` tells every watcher its element came near the screen. */
function stubIntersectionObserver() {
  const watchers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Element[] }[] = [];
  class FakeIntersectionObserver {
    readonly watcher: (typeof watchers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, options, elements: [] };
      watchers.push(this.watcher);
    }
    observe(element: Element) {
      this.watcher.elements.push(element);
    }
    disconnect() {
      this.watcher.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    watchers,
    scrollNear() {
      for (const { callback, elements } of watchers) {
        const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length) act(() => callback(entries, {} as IntersectionObserver));
      }
    },
  };
}

function renderCard() {
  return render(
    <ChartCard title="Monthly earnings" heightPx={300}>
      <svg role="img" aria-label="Earnings chart" />
    </ChartCard>,
  );
}

describe('ChartCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws its chart only once the card comes near the screen, keeping its height meanwhile', () => {
    const observer = stubIntersectionObserver();
    renderCard();
    const card = screen.getByText('Monthly earnings').closest('figure');
    expect(screen.queryByRole('img', { name: 'Earnings chart' })).toBeNull();
    expect(card?.querySelector('div')).toHaveStyle({ minHeight: '300px' });
    expect(observer.watchers[0]?.elements).toEqual([card]);
    expect(observer.watchers[0]?.options?.rootMargin).toBe('100px');

    observer.scrollNear();

    expect(screen.getByRole('img', { name: 'Earnings chart' })).toBeInTheDocument();
    expect(observer.watchers[0]?.elements).toEqual([]);
  });

  it('draws its chart at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderCard();
    expect(screen.getByRole('img', { name: 'Earnings chart' })).toBeInTheDocument();
  });
});
