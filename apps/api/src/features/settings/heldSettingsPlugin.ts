// Holds the shop's settings in this process while it listens to the database's announcements, and drops them at each
// change of the settings table, or when announcements may have been missed (decision 580).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenToTableChanges } from '../../caching/tables.ts';
import { dropHeldSettings, holdSettings } from './heldSettings.ts';

export default fp(async function heldSettingsPlugin(app: FastifyInstance) {
  const stopListening = await listenToTableChanges(
    app.database,
    (table) => {
      if (table === 'settings') dropHeldSettings(app.db);
    },
    () => dropHeldSettings(app.db),
  );
  // Only once listening: a change made before would go unannounced to this copy.
  const stopHolding = holdSettings(app.db);
  app.addHook('onClose', async () => {
    stopHolding();
    await stopListening();
  });
});
