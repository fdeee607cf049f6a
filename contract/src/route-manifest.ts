/**
 * The spec's route table (section 2), as the page modules declare it (contract/src/pages): matched here for the SPA's
 * router and for the gateway (which renders, redirects, titles, preloads and lists these pages).
 */
import { ROUTES as DECLARED, type RouteId } from './pages/index.js';
import type { RouteDeclaration } from './pages/page-head.js';

export type { RouteId };

/** Folders of client/src/routes: each holds a screen (its own chunk) and its data loader. */
export type Screen = (typeof DECLARED)[number]['screen'] | 'NotFound';

export type RouteDefinition = RouteDeclaration & { readonly id: RouteId; readonly screen: Screen };

export const ROUTES: readonly RouteDefinition[] = DECLARED;

export interface RouteMatch {
  route: RouteDefinition;
  /** The pattern's named segments, decoded. */
  params: Record<string, string>;
  /** The centre of a `/{center}/…` path. */
  centre?: string;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * The route of a path as the SPA's router resolves it: static segments first (so `/services` is never a centre),
 * then `/{center}/…` for a centre of the preset. Null for a path outside the table.
 */
export function matchRoute(pathname: string, isCentre: (id: string) => boolean): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  for (const route of ROUTES) {
    for (const pattern of route.patterns) {
      if (route.scope === 'centreHome') continue;
      const params = matchPattern(pattern, segments);
      if (params) return { route, params };
    }
  }
  const [centre, ...rest] = segments;
  if (!centre || !isCentre(centre)) return null;
  for (const route of ROUTES) {
    if (route.scope === 'site') continue;
    for (const pattern of route.patterns) {
      const params = matchPattern(pattern, rest);
      if (params) return { route, params, centre };
    }
  }
  return null;
}
