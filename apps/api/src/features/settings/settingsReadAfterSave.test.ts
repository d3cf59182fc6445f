// The settings held in memory are dropped by the save itself, in its own process, before it answers: on PostgreSQL
// the database's announcement of the change may reach the process after the answer, and the client that saved must
// never read what was there before (decision 580). Here every announcement comes 300 ms late.
import type { ClientConfig } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildApp } from '../../start/app.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { testConfig } from '../../test/testApp.ts';
import { createTestDatabase } from '../../test/testDatabase.ts';

const ANNOUNCEMENTS_LATE_MS = 300;

/** `database`, whose announcements reach this process's listeners late. */
const announcingLate = (database: Database): Database => ({
  ...database,
  listen: (channel, onNotice, onGap) =>
    database.listen(channel, (payload) => setTimeout(() => onNotice(payload), ANNOUNCEMENTS_LATE_MS), onGap),
});

const PARIS = {
  shop: {
    name: 'Maison Lune',
    tagline: '',
    email: 'hello@maison-lune.example',
    phone: '',
    address: { line1: '3 Rue Mercière', city: 'Paris', postalCode: '75002', country: 'FR' },
    hours: [],
    social: [],
  },
  announcement: { text: '', active: false },
  hero: { title: 'Made to last', text: '', buttonLabel: 'Shop now', buttonLink: '/shop' },
};

let database: Database;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig(), announcingLate(database));
  await app.ready();
  cookie = (await makeSignedInUser(app, database.db, 'admin')).cookie;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const readConfig = async () => (await app.inject({ url: '/api/config' })).json<ClientConfig>();

describe('the settings read right after a save', () => {
  it('are the saved ones, each time, though the change is announced late', async () => {
    expect(await readConfig()).toMatchObject({ currency: 'USD', pricesIncludeTax: false });
    for (const pricesIncludeTax of [true, false, true]) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        payload: { ...PARIS, currency: 'EUR', pricesIncludeTax },
        headers: { cookie },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await readConfig()).toMatchObject({ currency: 'EUR', pricesIncludeTax });
    }
  });
});
