import { sendRequest, throwIfResNotOk } from '../../../../client/api';
import { endpointUrl } from '../../../../shared/endpoint';
import { exportFileName } from '../../contract';
import { exportAccount } from '../../endpoints';

/** Download progress: bytes received and the total (null when the server did not say). */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
  /** 0-100, or null when the total is unknown. */
  percent: number | null;
}

/** The file name from a Content-Disposition header, or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]!.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/**
 * GET /api/account/export, read chunk by chunk from the response stream so progress can be shown
 * (the server sends Content-Length), hence not callEndpoint. Non-2xx statuses throw the usual
 * "<status>: <body>" error.
 */
export async function downloadExport(onProgress?: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const res = await sendRequest(exportAccount.method, endpointUrl(exportAccount), undefined, { signal, headers: { Accept: 'application/json' } });
  await throwIfResNotOk(res);
  const length = Number(res.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const fileName = fileNameFrom(res.headers.get('Content-Disposition')) ?? exportFileName(new Date());
  const report = (loaded: number) => onProgress?.({ loaded, total, percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null });

  report(0);
  const reader = res.body?.getReader();
  if (!reader) {
    const blob = await res.blob();
    report(blob.size);
    return { blob: new Blob([blob], { type: 'application/json' }), fileName };
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    report(loaded);
  }
  return { blob: new Blob(chunks, { type: 'application/json' }), fileName };
}

/** Hands a blob to the browser as a download with the given file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
