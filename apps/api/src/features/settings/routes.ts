import { settingsChecklist, shopSettings } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHIPPING_TABLES } from '../../caching/tables.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { type PlaceholderSource, withPlaceholders } from './placeholders.ts';
import { openingChecklist, readSettings, saveSettings } from './service.ts';

interface SettingsOptions {
  /** The values of the placeholders the settings' texts may hold (the zones' figures). */
  placeholders: PlaceholderSource;
}

const settingsRoutes: FastifyPluginAsyncZod<SettingsOptions> = async (app, { placeholders }) => {
  featurePolicy(app, { feature: 'settings', api: true, docs: 'Shop' });

  app.get(
    '/settings',
    {
      // The placeholders' values are read from the zones and their methods.
      config: { cache: { shows: ['settings', ...SHIPPING_TABLES], servesTo: 'everyone' } },
      schema: {
        summary:
          "The shop's name, contact, announcement and home page hero, and the values of the placeholders their texts may hold",
      },
    },
    async () => withPlaceholders(app.db, await readSettings(app.db), placeholders),
  );

  app.put(
    '/settings',
    {
      config: { fieldErrors: true },
      schema: { summary: 'Replace the settings (admins); a 400 names each bad field in `fields`', body: shopSettings },
    },
    async (request) => withPlaceholders(app.db, await saveSettings(app.db, request.actor, request.body), placeholders),
  );

  app.get(
    '/settings/checklist',
    { schema: { summary: 'What a new shop still has to do before it opens (admins)', response: { 200: settingsChecklist } } },
    async (request) => openingChecklist(app.db, request.actor, app.config.payments),
  );
};

export default settingsRoutes;
