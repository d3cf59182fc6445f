import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/testApp.ts';

describe('the sandbox checkout page’s look', () => {
  const t = useTestApp();

  it('uses the web app’s colour tokens, each defined in its stylesheet, and no colour of its own', async () => {
    const res = await t.app.inject({ url: '/checkout/sandbox/assets/checkout.css' });
    // The tokens' `:root` block comes first; the page's own rules follow it.
    const tokensEnd = res.body.indexOf('\n}\n');
    const tokens = res.body.slice(0, tokensEnd);
    const rules = res.body.slice(tokensEnd);

    expect(tokens).toContain('--color-accent: #7a2840;');
    const defined = new Set([...tokens.matchAll(/(--[\w-]+):/g)].map(([, name]) => name));
    const used = [...rules.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
    expect(rules).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i);
  });
});
