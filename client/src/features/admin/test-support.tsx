/**
 * For the admin's component tests (jsdom): a stand-in for the gateway's /graphql that records each operation and
 * answers it from the test, so a test says what the server answered and checks what the screen sent. The browser
 * journeys (tests/e2e) run the same screens against the real gateway.
 */
import type { ReactElement } from 'react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { AdminRealisationFieldsFragment } from '../../gql/admin/graphql';
import { adminCache } from './admin-client';

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
