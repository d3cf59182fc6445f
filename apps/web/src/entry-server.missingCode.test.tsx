// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './entry-server';

// A page whose code cannot be loaded on the server (a build replaced under a running server, say).
vi.mock('./app/routes/ProductPage', () => {
  throw new Error('Cannot find module /srv/atelier/apps/web/dist/.ssr/assets/ProductPage-1.js');
});

describe('a page the server cannot load', () => {
  it('is left to the browser rather than rendered as an error page that shows the server’s files', async () => {
    const renderer = createPageRenderer(async () => Response.json({ message: 'unused' }, { status: 500 }));
    expect(await renderer.render(new URL('http://shop.test/shop/1'))).toBeNull();
    // Other pages still render.
    expect(await renderer.render(new URL('http://shop.test/'))).not.toBeNull();
  });
});
