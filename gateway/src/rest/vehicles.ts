import { paths } from '@garage/contract/paths';
import { Router, type Response } from 'express';
import { VEHICLE_TYPES } from '../content/vehicle-types.js';
import { badRequest, notFound } from '../lib/domain-errors.js';
import type { CatalogueReader, EngineView } from '../services/vehicles/catalogue.js';
import type { VehicleSearch } from '../services/vehicles/search.js';
import { route } from './routes.js';

/** Catalogue answers change only when the catalogue is imported: browsers and CDNs may keep them a while. */
const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

function send<T>(res: Response, data: T | null, missing: string) {
  if (data === null) throw notFound(missing);
  res.set('Cache-Control', CACHE).json({ data });
}

const year = (raw: string) => (/^\d{4}$/.test(raw) ? Number(raw) : NaN);

/** REST mirrors of the configurator queries, under /api/vehicles (paths listed in the README). */
export function createVehicleRouter(catalogue: CatalogueReader, search: VehicleSearch): Router {
  const router = Router();
  // Before the catalogue's levels: « search » is no vehicle type.
  route(router, '/search', {
    get: async (req, res) => {
      const { q, limit, engines } = req.query;
      if (typeof q !== 'string') throw badRequest('Indiquez la recherche : ?q=golf+7+gti', 'q');
      if (limit !== undefined && (typeof limit !== 'string' || !/^\d{1,3}$/.test(limit)))
        throw badRequest('limit est un nombre entier.', 'limit');
      if (engines !== undefined && engines !== 'true' && engines !== 'false')
        throw badRequest('engines vaut true (les moteurs seuls) ou false.', 'engines');
      const answer = await search.search(q, {
        limit: limit === undefined ? undefined : Number(limit),
        enginesOnly: engines === 'true',
      });
      res.set('Cache-Control', CACHE).json({
        data: {
          query: answer.query,
          results: answer.results.map((hit) => ({ ...hit, path: paths.vehicle(hit.levels) })),
        },
      });
    },
  });
  route(router, '/types', {
    get: (_req, res) =>
      send(
        res,
        VEHICLE_TYPES.map(({ id, label }) => ({ id, label })),
        '',
      ),
  });
  route(router, '/:type/manufacturers', {
    get: async (req, res) => send(res, await catalogue.manufacturers(req.params.type), 'Type de véhicule inconnu'),
  });
  route(router, '/:type/:manufacturer/models', {
    get: async (req, res) =>
      send(res, await catalogue.models(req.params.type, req.params.manufacturer), 'Marque inconnue'),
  });
  route(router, '/:type/:manufacturer/:model/years', {
    get: async (req, res) => {
      const { type, manufacturer, model } = req.params;
      send(res, await catalogue.years(type, manufacturer, model), 'Modèle inconnu');
    },
  });
  route(router, '/:type/:manufacturer/:model/:year/engines', {
    get: async (req, res) => {
      const { type, manufacturer, model } = req.params;
      send(
        res,
        (await catalogue.engines(type, manufacturer, model, year(req.params.year)))?.map(publicEngine) ?? null,
        'Aucune motorisation pour ce modèle et cette année',
      );
    },
  });
  route(router, '/:type/:manufacturer/:model/:year/:engine', {
    get: async (req, res) => {
      const { type, manufacturer, model, engine } = req.params;
      send(
        res,
        publicEngine(await catalogue.engine(type, manufacturer, model, year(req.params.year), engine)),
        'Motorisation inconnue',
      );
    },
  });
  return router;
}

/** An engine as the REST answer gives it: the catalogue's row id stays inside the gateway. */
function publicEngine(engine: EngineView): Omit<EngineView, 'id'>;
function publicEngine(engine: EngineView | null): Omit<EngineView, 'id'> | null;
function publicEngine(engine: EngineView | null) {
  if (!engine) return null;
  const { id: _id, ...rest } = engine;
  return rest;
}
