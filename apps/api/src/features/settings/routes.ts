import { settingsChecklist, shopSettings } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { openingChecklist, readSettings, saveSettings } from './service.ts';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'settings', api: true, docs: 'Shop' });

  app.get(
    '/settings',
    {
      config: { cache: { shows: ['settings'], servesTo: 'everyone' } },
      schema: { summary: "The shop's name, contact, announcement and home page hero" },
    },
    async () => readSettings(app.db),
  );

  app.put(
    '/settings',
    {
      config: { fieldErrors: true },
      schema: { summary: 'Replace the settings (admins); a 400 names each bad field in `fields`', body: shopSettings },
    },
    async (request) => saveSettings(app.db, request.actor, request.body),
  );

  app.get(
    '/settings/checklist',
    { schema: { summary: 'What a new shop still has to do before it opens (admins)', response: { 200: settingsChecklist } } },
    async (request) => openingChecklist(app.db, request.actor, app.config.payments),
  );
};

export default settingsRoutes;
