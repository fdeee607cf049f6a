/**
 * For the admin's component tests (jsdom): a stand-in for the gateway's /graphql that records each operation and
 * answers it from the test, so a test says what the server answered and checks what the screen sent. The browser
 * journeys (tests/e2e) run the same screens against the real gateway.
 */
import type { ReactElement } from 'react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, render } from '@testing-library/react';
import { Observable } from 'rxjs';
import { vi } from 'vitest';
import type { AdminRealisationFieldsFragment } from '../../gql/admin/graphql';
import type { SiteShellQuery } from '../../gql/graphql';
import { CentreSelectionProvider } from '../../lib/centre-selection/CentreSelectionContext';
import { adminCache } from './admin-client';

// What the screens wait for arrives within milliseconds; the longer limit keeps a loaded machine (the browser suite
// beside it) from failing them.
configure({ asyncUtilTimeout: 3000 });

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
}

/** The answer to one operation: its `data`, or GraphQL errors. Undefined: the test did not expect that operation. */
export type Answer = (operation: SentOperation) => { data?: unknown; errors?: unknown[] } | undefined;

/** Renders `ui` with an Apollo client whose every request goes to `answer`; `sent` lists the requests in order. */
export function renderWithServer(ui: ReactElement, answer: Answer) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { name: operation.operationName ?? '', variables: operation.variables };
        sent.push(request);
        const result = answer(request);
        // Answered on a later task, as a network would: the screen shows its pending state in between.
        const timer = setTimeout(() => {
          if (result) observer.next(result as ApolloLink.Result);
          else observer.error(new Error(`Unexpected operation ${request.name}`));
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: adminCache() });
  return { sent, ...render(<ApolloProvider client={client}>{ui}</ApolloProvider>) };
}

/** A realisation as the admin's fragment carries it. */
export function adminRealisation(fields: Partial<AdminRealisationFieldsFragment> = {}): AdminRealisationFieldsFragment {
  return {
    __typename: 'AdminRealisation',
    id: '7',
    centre: 'nice',
    type: 'photo',
    title: 'Golf 7 GTI : stage 1',
    slug: 'golf-7-gti-stage-1',
    description: '',
    date: '2026-05-12',
    featured: false,
    status: 'active',
    sortOrder: 0,
    updatedAt: '2026-05-12T10:00:00.000Z',
    mediaUrl: null,
    thumbnailUrl: null,
    vehicle: { __typename: 'RealisationVehicle', brand: 'Volkswagen', model: 'Golf 7 GTI', year: 2016, engine: '' },
    modifications: [],
    gains: { __typename: 'Gains', powerBefore: 230, powerAfter: 290, torqueBefore: 350, torqueAfter: 420 },
    benchRun: null,
    gallery: [],
    ...fields,
  } as AdminRealisationFieldsFragment;
}

/**
 * jsdom has neither modal dialogs nor object URLs: the smallest stand-ins that let the dialog open and close and
 * a chosen file show its preview.
 */
export function installBrowserGaps() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
}

/**
 * XMLHttpRequest as the upload uses it (open, headers, upload.onprogress, onload), driven by the test: `sent` lists
 * the requests, and each can report progress and be answered when the test says.
 */
export class UploadRequests {
  readonly sent: FakeUpload[] = [];

  install() {
    const requests = this.sent;
    class Request extends FakeUpload {
      constructor() {
        super();
        requests.push(this);
      }
    }
    globalThis.XMLHttpRequest = Request as unknown as typeof XMLHttpRequest;
  }
}

export class FakeUpload {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  url = '';

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** What one operation answers: its data, or GraphQL errors, or a function of the variables sent. */
export type Reply = { data?: unknown; errors?: unknown[] };
type ReplyOf = Reply | ((variables: Record<string, unknown>) => Reply | undefined);
/** Replies by operation name (see `answers`). */
export type Replies = Record<string, ReplyOf | ReplyOf[]>;

/**
 * An answer by operation name. Each name takes a reply, or a list of replies given in turn (the last one kept for
 * later calls). An operation left out fails as a network error would.
 */
export function answers(replies: Replies): Answer {
  const calls = new Map<string, number>();
  return ({ name, variables }) => {
    const entry = replies[name];
    if (entry === undefined) return undefined;
    const turn = calls.get(name) ?? 0;
    calls.set(name, turn + 1);
    const reply = Array.isArray(entry) ? entry[Math.min(turn, entry.length - 1)]! : entry;
    return typeof reply === 'function' ? reply(variables) : reply;
  };
}

/** A GraphQL error with the gateway's French message, as a refused operation answers. */
export const refused = (message: string, code = 'BAD_USER_INPUT'): Reply => ({
  errors: [{ message, extensions: { code } }],
});

/** The variables each call of `name` was sent with, in order. */
export const variablesOf = (sent: readonly SentOperation[], name: string) =>
  sent.filter((operation) => operation.name === name).map((operation) => operation.variables);

/** The public site's shell, as the centre selection loads it: a French market, its centres left out. */
export const siteShell: SiteShellQuery & { site: { __typename: 'Site' } } = {
  site: {
    __typename: 'Site',
    brandName: 'Ecuvia',
    legalName: 'Ecuvia SAS',
    registeredOffice: null,
    contactEmail: 'contact@example.test',
    contactPhone: '04 00 00 00 00',
    country: 'FR',
    subscriberPortalUrl: 'https://example.test/abonnes',
    cacheKeyPrefix: 'test',
  },
  centres: [],
};

/**
 * `renderWithServer` inside the site's centre selection, which some admin screens read (phone links are written for
 * its market): its SiteShell query is answered here, the others by `answer`.
 */
export function renderInSite(ui: ReactElement, answer: Answer) {
  return renderWithServer(<CentreSelectionProvider>{ui}</CentreSelectionProvider>, (operation) =>
    operation.name === 'SiteShell' ? { data: siteShell } : answer(operation),
  );
}

/** Answers `window.confirm` with `accept` and records the questions asked; restored by `vi.restoreAllMocks`. */
export function confirmations(accept: boolean) {
  return vi.spyOn(window, 'confirm').mockImplementation(() => accept);
}
