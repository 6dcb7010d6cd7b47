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
  /** More request headers, e.g. the submission's Idempotency-Key (issue 23). */
  headers?: Record<string, string>;
  /**
   * How often a network failure (no answer at all) is retried, with backoff (1 s, 2 s, 4 s ...),
   * sending the same form and headers again. Default: 3 when the request carries an Idempotency-Key
   * (the server answers a repeat with the first answer, so a retry cannot make a second report), else 0.
   */
  retries?: number;
}

/** Waits before retry `attempt` (1, 2, ...): 1 s, 2 s, 4 s, ... at most 8 s, with a little jitter. */
export function retryDelayMs(attempt: number, random = Math.random): number {
  return Math.round(Math.min(8000, 1000 * 2 ** (attempt - 1)) * (0.8 + 0.4 * random()));
}

/**
 * uploadForm with automatic retries of network failures (see UploadOptions.retries). A server's
 * answer (any status) is not retried, nor an abort; when the browser reports being offline it gives
 * up at once, so the caller can keep the submission on the device.
 */
export async function uploadForm<T>(url: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  const retries = options.retries ?? (Object.keys(options.headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key') ? 3 : 0);
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendForm<T>(url, formData, options);
    } catch (err) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (!(err instanceof TypeError) || attempt > retries || offline || options.signal?.aborted) throw err;
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(done, retryDelayMs(attempt));
      function done() {
        options.signal?.removeEventListener('abort', onAbort);
        resolve();
      }
      function onAbort() {
        clearTimeout(timer);
        reject(new DOMException('The upload was aborted.', 'AbortError'));
      }
      options.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/**
 * Sends multipart form data with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Same rules as api.ts: cookies and the page's language included, the browser sets the multipart boundary, and a non-2xx
 * status rejects with ApiError "<status>: <body text or status text>". Resolves with the parsed JSON
 * body (null for an empty body). A network failure rejects with a TypeError, an abort with an
 * AbortError, like fetch.
 */
function sendForm<T>(url: string, formData: FormData, { onProgress, signal, method = 'POST', headers = {} }: UploadOptions): Promise<T> {
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
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
