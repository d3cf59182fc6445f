import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Page, pageAddress, pageCopies } from './pageCopies.ts';

/** A renderer that counts its renderings and writes the count into the page. */
function countingRenderer(size = 10) {
  let renderings = 0;
  const render = async (): Promise<Page> => {
    renderings += 1;
    return { status: 200, html: `${renderings}`.padEnd(size, '.'), keep: true };
  };
  return { render, renderings: () => renderings };
}

const htmlOf = async (copy: Promise<{ plain: Buffer }>) => (await copy).plain.toString().replace(/\.+$/, '');

describe('shared copies of the rendered pages', () => {
  afterEach(() => vi.useRealTimers());

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const copies = pageCopies({ freshMs: 5_000, maxBytes: 1_000_000 });
    const { render, renderings } = countingRenderer();
    const pages = await Promise.all([1, 2, 3].map(() => htmlOf(copies.page('/shop', render))));
    expect(pages).toEqual(['1', '1', '1']);
    expect(renderings()).toBe(1);
  });

  it('serves the stale copy while the page is rendered again, then the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const copies = pageCopies({ freshMs: 5_000, maxBytes: 1_000_000 });
    const { render } = countingRenderer();
    expect(await htmlOf(copies.page('/shop', render))).toBe('1');
    vi.advanceTimersByTime(5_001);
    expect(await htmlOf(copies.page('/shop', render))).toBe('1');
    await vi.waitFor(async () => expect(await htmlOf(copies.page('/shop', render))).toBe('2'));
  });

  it('renders a page while the visitor waits once its copy is long out of date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const copies = pageCopies({ freshMs: 5_000, maxBytes: 1_000_000 });
    const { render } = countingRenderer();
    await copies.page('/shop', render);
    vi.advanceTimersByTime(10_001);
    expect(await htmlOf(copies.page('/shop', render))).toBe('2');
  });

  it('forgets the least recently served pages when the copies outgrow their room', async () => {
    const copies = pageCopies({ freshMs: 5_000, maxBytes: 2_500 });
    const { render, renderings } = countingRenderer(1_000);
    await copies.page('/a', render);
    await copies.page('/b', render);
    await copies.page('/a', render);
    await copies.page('/c', render);
    expect(renderings()).toBe(3);
    expect(await htmlOf(copies.page('/a', render))).toBe('1');
    expect(await htmlOf(copies.page('/b', render))).toBe('4');
  });

  it('keeps no page whose rendering began before a change to the catalog', async () => {
    const copies = pageCopies({ freshMs: 5_000, maxBytes: 1_000_000 });
    const { render } = countingRenderer();
    const during = copies.page('/shop', render);
    copies.forgetAll();
    expect(await htmlOf(during)).toBe('1');
    expect(await htmlOf(copies.page('/shop', render))).toBe('2');
  });

  it('keeps no page served without its server rendering', async () => {
    const copies = pageCopies({ freshMs: 5_000, maxBytes: 1_000_000 });
    let renderings = 0;
    const failing = async (): Promise<Page> => ({ status: 200, html: `${++renderings}`, keep: false });
    await copies.page('/shop', failing);
    expect(await htmlOf(copies.page('/shop', failing))).toBe('2');
  });
});

describe('the address a page is kept under', () => {
  it('keeps the parameters a page reads, in a fixed order, and drops every other', () => {
    expect(pageAddress('/shop?utm_source=x&sort=price-asc&color=red&category=dress&page=2')).toBe(
      '/shop?category=dress&color=red&page=2&sort=price-asc',
    );
    expect(pageAddress('/search?q=linen+dress&fbclid=abc')).toBe('/search?q=linen+dress');
    expect(pageAddress('/shop/123?utm_source=x')).toBe('/shop/123');
  });

  it('takes the first value of a repeated parameter, as the page does', () => {
    expect(pageAddress('/shop?page=2&page=5')).toBe('/shop?page=2');
  });
});
