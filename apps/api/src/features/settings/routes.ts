import { languageQuery, settingsChecklist, shopSettings } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPPING_TABLES } from '../../caching/tables.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { type PlaceholderSource, withPlaceholders } from './placeholders.ts';
import { openingChecklist, readSettings, saveSettings } from './service.ts';
import { settingsInLanguage, withoutTranslations } from './translations.ts';

interface SettingsOptions {
  /** The values of the placeholders the settings' texts may hold (the zones' figures). */
  placeholders: PlaceholderSource;
}

const settingsRoutes: FastifyPluginAsyncZod<SettingsOptions> = async (app, { placeholders }) => {
  featurePolicy(app, { feature: 'settings', api: true, docs: 'Shop' });

  app.get(
    '/settings',
    {
      // The placeholders' values are read from the zones and their methods; an admin's answer shows the translations.
      config: { cache: { shows: ['settings', ...SHIPPING_TABLES], servesTo: 'visitors' } },
      schema: {
        summary:
          "The shop's name, contact, announcement and home page hero, and the values of the placeholders their texts may hold",
        querystring: z.object(languageQuery),
      },
    },
    async (request) => {
      const shown = settingsInLanguage(await readSettings(app.db), request.query.lang);
      const settings = request.actor?.role === 'admin' ? shown : withoutTranslations(shown);
      return withPlaceholders(app.db, settings, placeholders);
    },
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
