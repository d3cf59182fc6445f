import { describe, expect, it } from 'vitest';
import { BuildOutdated, Copies } from './copies.ts';
import { copyOf } from './copy.ts';

/** A build the test finishes when it likes, counting how often the copies asked for one. */
function builds() {
  const made: Array<(body: string) => void> = [];
  return {
    make: () => new Promise<ReturnType<typeof copyOf>>((resolve) => made.push((body) => resolve(copyOf(body)))),
    finish: (index: number, body: string) => made[index]?.(body),
    get count() {
      return made.length;
    },
  };
}

const bodyOf = (copy: ReturnType<typeof copyOf>) => JSON.parse(copy.body.toString());

/** Asks for `key` once, as a visitor before the test's would: a copy is kept from the second ask on. */
async function askedBefore(copies: Copies, ...keys: string[]) {
  for (const key of keys) await copies.get(key, ['products'], async () => copyOf('first visit'));
}

describe('the copies', () => {
  it('builds an address asked for the first time for its request alone, and keeps a copy from its second ask on', async () => {
    const copies = new Copies({ freshMs: 60_000, maxBytes: 1 << 20 });
    let made = 0;
    const make = async () => copyOf(++made);
    const bodies: number[] = [];
    for (let ask = 0; ask < 4; ask++) bodies.push(bodyOf(await copies.get('/a', ['products'], make)));
    expect(bodies).toEqual([1, 2, 2, 2]);
    expect(copies.freshAt('/a')).toBeDefined();
    expect(bodyOf(await copies.get('/b', ['products'], make))).toBe(3);
    expect(copies.freshAt('/b')).toBeUndefined();
  });

  it('builds one copy for requests arriving together, and serves it until a table it shows changes', async () => {
    const copies = new Copies({ freshMs: 60_000, maxBytes: 1 << 20 });
    await askedBefore(copies, '/a');
    const build = builds();
    const first = Promise.all([copies.get('/a', ['products'], build.make), copies.get('/a', ['products'], build.make)]);
    build.finish(0, 'one');
    expect((await first).map(bodyOf)).toEqual(['one', 'one']);
    expect(build.count).toBe(1);

    copies.dropShowing('orders');
    expect(bodyOf(await copies.get('/a', ['products'], build.make))).toBe('one');
    copies.dropShowing('products');
    const next = copies.get('/a', ['products'], build.make);
    build.finish(1, 'two');
    expect(bodyOf(await next)).toBe('two');
  });

  it('keeps no copy of a build a change overtook: the requests waiting for it share one rebuild', async () => {
    const copies = new Copies({ freshMs: 60_000, maxBytes: 1 << 20 });
    await askedBefore(copies, '/a');
    const build = builds();
    const waiting = [1, 2, 3].map(() => copies.get('/a', ['reviews'], build.make));
    copies.dropShowing('reviews');
    build.finish(0, 'before the change');
    await expect.poll(() => build.count).toBe(2);
    build.finish(1, 'after the change');
    expect((await Promise.all(waiting)).map(bodyOf)).toEqual(['after the change', 'after the change', 'after the change']);
    expect(build.count).toBe(2);
  });

  it('gives up on copies when changes overtake the rebuild too', async () => {
    const copies = new Copies({ freshMs: 60_000, maxBytes: 1 << 20 });
    await askedBefore(copies, '/a');
    const build = builds();
    const overtaken = copies.get('/a', ['reviews'], build.make);
    copies.dropShowing('reviews');
    await expect.poll(() => build.count).toBe(2);
    copies.dropShowing('reviews');
    build.finish(0, 'one');
    build.finish(1, 'two');
    await expect(overtaken).rejects.toBeInstanceOf(BuildOutdated);
  });

  it('serves the stale copy while the next one is built', async () => {
    const copies = new Copies({ freshMs: 20, maxBytes: 1 << 20 });
    await askedBefore(copies, '/a');
    const build = builds();
    const first = copies.get('/a', ['products'], build.make);
    build.finish(0, 'old');
    await first;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bodyOf(await copies.get('/a', ['products'], build.make))).toBe('old');
    expect(build.count).toBe(2);
    build.finish(1, 'new');
    await expect.poll(async () => bodyOf(await copies.get('/a', ['products'], build.make))).toBe('new');
  });

  it('serves a stale copy while it is rebuilt even when many addresses asked for once came since its first ask', async () => {
    const copies = new Copies({ freshMs: 20, maxBytes: 1 << 20 });
    await askedBefore(copies, '/a');
    await copies.get('/a', ['products'], async () => copyOf('old'));
    // More addresses asked for once than the copies remember, each answered for its request alone.
    for (let i = 0; i < 20_000; i++) await copies.get(`/one-off/${i}`, ['products'], async () => copyOf(i));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bodyOf(await copies.get('/a', ['products'], async () => copyOf('new')))).toBe('old');
  });

  it('lets the least recently used copies go once they outgrow their bytes', async () => {
    const body = 'x'.repeat(1_000);
    const copies = new Copies({ freshMs: 60_000, maxBytes: 5_000 });
    await askedBefore(copies, '/a', '/b', '/c');
    let made = 0;
    const make = async () => {
      made += 1;
      return copyOf(body);
    };
    for (const key of ['/a', '/b', '/a', '/c']) await copies.get(key, ['products'], make);
    expect(made).toBe(3);
    await copies.get('/a', ['products'], make);
    expect(made).toBe(3);
    await copies.get('/b', ['products'], make);
    expect(made).toBe(4);
  });

  it('never keeps an answer made as a fallback', async () => {
    const copies = new Copies({ freshMs: 60_000, maxBytes: 1 << 20 });
    await askedBefore(copies, '/a');
    let made = 0;
    const make = async () => {
      made += 1;
      return copyOf({ contentType: 'text/html', body: '<p>plain</p>', keep: false });
    };
    await copies.get('/a', ['products'], make);
    await copies.get('/a', ['products'], make);
    expect(made).toBe(2);
  });

  it('finds a fresh copy again by any address it was asked for, and none at an address never asked for, nor once stale or dropped', async () => {
    const copies = new Copies({ freshMs: 300, maxBytes: 1 << 20 });
    await askedBefore(copies, '/a?x=1');
    const build = builds();
    const tagged = '/a?utm_source=mail&x=1';
    const bodyAt = (address: string) => {
      const copy = copies.freshAt(address);
      return copy && bodyOf(copy);
    };
    const first = copies.get('/a?x=1', ['products'], build.make, tagged);
    expect(bodyAt(tagged)).toBeUndefined();
    build.finish(0, 'one');
    await first;
    expect(bodyAt(tagged)).toBe('one');
    expect(bodyAt('/a?x=1')).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(bodyAt(tagged)).toBeUndefined();
    // Still there for `get` to serve while the next one is built.
    expect(bodyOf(await copies.get('/a?x=1', ['products'], build.make))).toBe('one');
    build.finish(1, 'two');
    await expect.poll(() => bodyAt(tagged), { interval: 10 }).toBe('two');

    copies.dropShowing('products');
    expect(bodyAt(tagged)).toBeUndefined();
  });
});
