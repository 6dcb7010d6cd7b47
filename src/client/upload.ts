import { ApiError, pageLanguage, reportUnauthorized } from './api';

/** Upload progress: bytes sent so far and the total (null when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  /** 0-100, or null when the total is unknown. */
  percent: number | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
}

/**
 * Sends multipart form data with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Same rules as api.ts: cookies and the page's language included, the browser sets the multipart boundary, and a non-2xx
 * status rejects with ApiError "<status>: <body text or status text>". Resolves with the parsed JSON
 * body (null for an empty body). A network failure rejects with a TypeError, an abort with an
 * AbortError, like fetch.
 */
export function uploadForm<T>(url: string, formData: FormData, { onProgress, signal, method = 'POST' }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const startedAt = performance.now();
    xhr.open(method, url, true);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const lang = pageLanguage();
    if (lang) xhr.setRequestHeader('Accept-Language', lang);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        const total = e.lengthComputable && e.total > 0 ? e.total : null;
        onProgress({ loaded: e.loaded, total, percent: total ? Math.min(100, Math.round((e.loaded / total) * 100)) : null });
      };
    }
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) reportUnauthorized(method, url, text, startedAt);
        reject(new ApiError(xhr.status, xhr.statusText, text));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : null) as T);
      } catch {
        reject(new ApiError(xhr.status, xhr.statusText, `Invalid JSON response: ${text.slice(0, 200)}`));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    xhr.send(formData);
  });
}
