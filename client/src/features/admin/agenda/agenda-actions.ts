import type { Notice } from '../ActionNotice';
import { graphQLMessage, isUnauthenticated } from '../admin-client';

/** The gateway said no in its own words (a slot taken, a booking already cancelled): shown as it is. */
export class AgendaRefusal extends Error {}

/**
 * Runs an action of the agenda and says how it went: its success text, or the refusal, the gateway's error message,
 * or `failure` (a network error). An expired session is left to the admin shell, which shows the sign-in form.
 */
export async function agendaAction(
  action: () => Promise<string>,
  failure: string,
  onNotice: (notice: Notice) => void,
): Promise<void> {
  try {
    onNotice({ kind: 'success', text: await action() });
  } catch (problem) {
    if (isUnauthenticated(problem)) return;
    const text = problem instanceof AgendaRefusal ? problem.message : (graphQLMessage(problem) ?? failure);
    onNotice({ kind: 'error', text });
  }
}
