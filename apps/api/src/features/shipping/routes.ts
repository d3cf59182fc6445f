// Shipping: zones and their delivery methods for admins, and the public quote of delivery to a country.
import { countryList, shippingMethodBody, shippingOptionsQuery, shippingZoneBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPPING_TABLES } from '../../caching/tables.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { readShopMoney } from '../settings/index.ts';
import { ensureFirstZone } from './firstZone.ts';
import { toShippingMethod } from './mapper.ts';
import { shippingOptions } from './quote.ts';
import {
  createMethod,
  createZone,
  deleteMethod,
  deleteZone,
  listZonesForAdmin,
  servedCountries,
  updateMethod,
  updateZone,
} from './service.ts';

const idParams = z.object({ id: z.string() });

const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'shipping', api: true, docs: 'Shipping' });
  app.addHook('onReady', async () => {
    await ensureFirstZone(app.db, app.config.shipToCountries);
  });

  app.get(
    '/shipping/options',
    {
      // Its prices are in the shop's currency, which the settings hold.
      config: { cache: { shows: [...SHIPPING_TABLES, 'settings'], servesTo: 'everyone' } },
      schema: {
        summary: "The delivery methods to a country and what each costs for a subtotal in the shop's currency",
        querystring: shippingOptionsQuery,
      },
    },
    async (request) => shippingOptions(app.db, request.query.country, request.query.subtotal, request.query.lang),
  );

  app.get(
    '/shipping/countries',
    {
      config: { cache: { shows: SHIPPING_TABLES, servesTo: 'everyone' } },
      schema: { summary: 'Every country the shop delivers to' },
    },
    async () => ({ countries: await servedCountries(app.db) }),
  );

  app.get(
    '/shipping/zones',
    { schema: { summary: 'The shipping zones with their delivery methods (admins)' } },
    async (request) => listZonesForAdmin(app.db, request.actor),
  );

  app.post(
    '/shipping/zones',
    {
      config: { fieldErrors: true },
      schema: { summary: 'Add a shipping zone, with its delivery methods if given (admins)', body: shippingZoneBody },
    },
    async (request, reply) => reply.status(201).send(await createZone(app.db, request.actor, request.body)),
  );

  app.put(
    '/shipping/zones/:id',
    {
      config: { fieldErrors: true },
      schema: {
        summary:
          "Change a zone's name, countries and tax; with `methods` and the zone's `version`, its delivery methods too, in one go (admins)",
        params: idParams,
        body: shippingZoneBody,
      },
    },
    async (request) => updateZone(app.db, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/shipping/zones/:id',
    { schema: { summary: 'Delete a zone and its methods (admins)', params: idParams } },
    async (request) => {
      const unserved = await deleteZone(app.db, request.actor, request.params.id);
      return {
        message: `Shipping zone deleted: the shop no longer delivers to ${countryList(unserved)}`,
        unservedCountries: unserved,
      };
    },
  );

  app.post(
    '/shipping/zones/:id/methods',
    {
      config: { fieldErrors: true },
      schema: { summary: 'Add a delivery method to a zone (admins)', params: idParams, body: shippingMethodBody },
    },
    async (request, reply) => {
      const method = await createMethod(app.db, request.actor, request.params.id, request.body);
      return reply.status(201).send(toShippingMethod(method, await readShopMoney(app.db)));
    },
  );

  app.put(
    '/shipping/methods/:id',
    {
      config: { fieldErrors: true },
      schema: { summary: 'Change a delivery method (admins)', params: idParams, body: shippingMethodBody },
    },
    async (request) => {
      const method = await updateMethod(app.db, request.actor, request.params.id, request.body);
      return toShippingMethod(method, await readShopMoney(app.db));
    },
  );

  app.delete(
    '/shipping/methods/:id',
    {
      schema: {
        summary: 'Delete a delivery method; one past orders used is deactivated instead (admins)',
        params: idParams,
      },
    },
    async (request) => {
      const done = await deleteMethod(app.db, request.actor, request.params.id);
      return {
        message: done === 'deleted' ? 'Delivery method deleted' : 'Delivery method deactivated: past orders keep what they paid',
        deactivated: done === 'deactivated',
      };
    },
  );
};

export default shippingRoutes;
