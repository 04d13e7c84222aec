import { errorBodySchema } from '@canopy/shared/schemas/errors';
import { ApiError } from '../../../lib/api-client';
import { clearToken, getValidToken } from '../../../lib/auth-token';

/** A request that never got an answer (offline, aborted, CORS): shown as uploadFailed. */
export class UploadNetworkError extends Error {
  constructor() {
    super('Upload failed');
    this.name = 'UploadNetworkError';
  }
}

export interface UploadOptions {
  /** Called with 0..100 as the body goes out. */
  onProgress?: (percent: number) => void;
}

function toApiError(xhr: XMLHttpRequest): ApiError {
  let json: unknown = null;
  try {
    json = JSON.parse(xhr.responseText);
  } catch {
    // A proxy's HTML error page: fall back to the status text below.
  }
  const parsed = errorBodySchema.safeParse(json);
  return new ApiError(
    xhr.status,
    parsed.success ? parsed.data : { error: xhr.statusText || 'Request failed', code: 'unknown' },
  );
}

/**
 * POSTs one file as multipart field `file`. XMLHttpRequest, not fetch: only XHR reports upload progress
 * (the 0 to 100% bar). The bearer token goes in the header as on every other call.
 */
export function uploadWithProgress(path: string, file: File, options: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(`/api${path}`, window.location.origin).toString());
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getValidToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        try {
          resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null);
        } catch {
          resolve(null);
        }
        return;
      }
      const error = toApiError(xhr);
      // Same rule as apiRequest: a 401 from the device cloud says nothing about our session.
      if (error.status === 401 && error.code !== 'devices.cloud_unauthorized') clearToken();
      reject(error);
    });
    xhr.addEventListener('error', () => reject(new UploadNetworkError()));
    xhr.addEventListener('abort', () => reject(new UploadNetworkError()));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
