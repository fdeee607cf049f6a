import type { SignInPort } from '../../auth/sign-in-port.js';
import { recordAudit } from './audit.js';
import { hasTwoFactor, useSecondFactor } from './two-factor.js';

/** The admin services' side of signing in (auth/sign-in-port.ts), handed to the sessions with the auth settings. */
export const signInPort: SignInPort = { hasTwoFactor, useSecondFactor, recordAudit };
