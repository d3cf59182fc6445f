// A request that fails its schema is told so in the language the page names in Accept-Language: the schema's English
// sentence, word for word, without one; French built from the field and the problem with French; the general French
// sentence for a field French does not name.
import { describe, expect, it } from 'vitest';
import { makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ authAttemptsPerMinute: 1_000 });
const FRENCH = { 'accept-language': 'fr' };

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

describe('a request refused by its schema, in the page’s language', () => {
  it('says in French that a password is too short or an email is not one, and in English without a language', async () => {
    const short = { username: 'amelie', email: 'amelie@example.com', password: 'court' };
    const french = await register(short, FRENCH);
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({ message: 'Le mot de passe doit compter au moins 8 caractères' });
    expect((await register(short)).json()).toEqual({ message: 'Password must be at least 8 characters' });

    const notAnEmail = await register({ ...short, email: 'amelie', password: 'long enough pass' }, FRENCH);
    expect(notAnEmail.json().message).toBe('L’e-mail doit être une adresse e-mail valide');
    const noName = await register({ ...short, username: '   ', password: 'long enough pass' }, FRENCH);
    expect(noName.json().message).toBe('Le nom d’utilisateur est obligatoire');
  });

  it('words each field under a French form, and a field French does not name in its general sentence', async () => {
    const { cookie } = await makeSignedInUser(t.app, t.db);
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      headers: { cookie, ...FRENCH },
      payload: { productId: 'p'.repeat(100), email: 'x'.repeat(300) },
    });
    expect(alert.statusCode).toBe(400);
    expect(alert.json().fields).toMatchObject({
      email: 'L’e-mail doit compter au plus 254 caractères',
      productId: 'Une valeur de la demande n’est pas valide',
    });
  });
});
