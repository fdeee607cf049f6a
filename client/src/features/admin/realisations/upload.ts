import { print } from '@apollo/client/utilities';
import { adminMessages } from '../admin-messages';
import { type UploadMediaMutation } from '../../../gql/admin/graphql';
import { UploadMediaDocument } from '../../../gql/admin/hooks';

export type UploadedMedia = UploadMediaMutation['uploadMedia'];

/** A refused or failed upload: the server's French message, or the spec's default one. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    /** The session is no longer valid: the screen goes back to the login form. */
    readonly unauthenticated = false,
  ) {
    super(message);
  }
}

interface GraphQLAnswer {
  data?: Partial<UploadMediaMutation> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/**
 * Sends one file with the `uploadMedia` mutation as a GraphQL multipart request (fields `operations`, `map`, `0`).
 * XMLHttpRequest rather than fetch: only it reports upload progress. `onProgress` gets 0…1.
 */
export function uploadMedia(
  file: File,
  token: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: print(UploadMediaDocument), variables: { file: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.setRequestHeader('Authorization', `Basic ${token}`);
    // Apollo Server refuses multipart requests without it (CSRF protection).
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let answer: GraphQLAnswer | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as GraphQLAnswer;
      } catch {
        answer = null;
      }
      const error = answer?.errors?.[0];
      if (xhr.status === 401 || error?.extensions?.code === 'UNAUTHENTICATED') {
        reject(new UploadError(error?.message || adminMessages.sessionExpired, true));
      } else if (answer?.data?.uploadMedia && !error) {
        onProgress(1);
        resolve(answer.data.uploadMedia);
      } else {
        reject(new UploadError(error?.message || adminMessages.uploadFailed));
      }
    };
    xhr.onerror = () => reject(new UploadError(adminMessages.uploadFailed));
    xhr.onabort = () => reject(new UploadError(adminMessages.uploadFailed));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
