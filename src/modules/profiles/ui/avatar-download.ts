import { apiRequest } from '../../../client/api';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };

/** Fetches the avatar as a blob and hands it to the browser as a file download. */
export async function downloadAvatar(url: string, baseName = 'cleanquest-avatar', save: (blob: Blob, fileName: string) => void = saveBlob): Promise<string> {
  const res = await apiRequest('GET', url);
  const blob = await res.blob();
  const fileName = `${baseName}.${EXTENSIONS[blob.type] ?? 'png'}`;
  save(blob, fileName);
  return fileName;
}

export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
