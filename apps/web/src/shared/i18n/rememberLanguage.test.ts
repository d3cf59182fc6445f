import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { rememberLanguage } from './rememberLanguage';

afterEach(() => {
  vi.unstubAllGlobals();
  // The next test file of the worker shares this document (decision 770): it must not find the choice.
  // biome-ignore lint/suspicious/noDocumentCookie: removed as the code under test wrote it, at once
  document.cookie = 'language=; path=/; max-age=0';
});

describe('a language chosen', () => {
  it('is kept in a cookie, and on a signed-in customer’s account without sending the rest of the profile again', () => {
    const fetchSpy = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    const customer = makeUser({ bio: 'Written on another device', profession: 'Architect' });
    rememberLanguage('fr', customer);
    expect(document.cookie).toContain('language=fr');
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/auth/edit-profile', 'PATCH']);
    expect(JSON.parse(String(init.body))).toEqual({ userId: customer._id, username: customer.username, language: 'fr' });
  });
});
