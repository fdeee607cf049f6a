/** Every migration, oldest first. Add new ones at the end. */
import { ReferenceData1795000000000 } from './1795000000000-reference-data.js';

export const migrations = [ReferenceData1795000000000];
