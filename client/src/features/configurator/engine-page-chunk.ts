/**
 * The engine page's code, a chunk of its own beside the configurator's levels: the screen shows it, and a link to an
 * engine page starts loading it on intent (`prefetch.ts`).
 */
export const loadEnginePage = () => import('./EngineDetail');
