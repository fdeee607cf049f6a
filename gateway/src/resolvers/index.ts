import { CentreResolver } from './centre-resolver.js';
import { GarageServiceResolver } from './garage-service-resolver.js';
import { SiteResolver } from './site-resolver.js';

export const resolvers = [CentreResolver, SiteResolver, GarageServiceResolver] as const;
