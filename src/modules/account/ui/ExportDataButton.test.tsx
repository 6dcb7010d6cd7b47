// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../client/app/shell/Toasts';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { downloadExport, fileNameFrom, type DownloadProgress } from './api/download-export';
import { ExportDataButton } from './ExportDataButton';

afterEach(() => vi.unstubAllGlobals());

/** A Response whose body arrives in the given chunks. */
function chunkedResponse(chunks: string[], headers: Record<string, string>) {
  const enc = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(enc.encode(c));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers });
}

describe('downloadExport', () => {
  it('reads the stream chunk by chunk and reports progress against Content-Length', async () => {
    const body = ['{"format":', '"cleanquest-personal-data/1",', '"userId":"u1"}'];
    const length = body.join('').length;
    stubFetch(() =>
      chunkedResponse(body, { 'Content-Type': 'application/json', 'Content-Length': String(length), 'Content-Disposition': 'attachment; filename="cleanquest-data-2026-11-22.json"' }),
    );
    const seen: DownloadProgress[] = [];
    const { blob, fileName } = await downloadExport((p) => seen.push(p));
    expect(fetch).toHaveBeenCalledWith('/api/account/export', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(fileName).toBe('cleanquest-data-2026-11-22.json');
    expect(JSON.parse(await blob.text())).toEqual({ format: 'cleanquest-personal-data/1', userId: 'u1' });
    expect(seen.map((p) => p.percent)).toEqual([0, Math.round((10 / length) * 100), Math.round((39 / length) * 100), 100]);
  });

  it('throws the "<status>: <body>" error for a failed export', async () => {
    stubFetch(() => new Response('{"error":"You need a session","code":"UNAUTHENTICATED"}', { status: 401 }));
    await expect(downloadExport()).rejects.toThrow(/^401: /);
  });

  it('parses file names', () => {
    expect(fileNameFrom('attachment; filename="a b.json"')).toBe('a b.json');
    expect(fileNameFrom("attachment; filename*=UTF-8''daten%20export.json")).toBe('daten export.json');
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('ExportDataButton', () => {
  it('shows progress while downloading, saves the file and toasts “Data exported”', async () => {
    let progress: ((p: DownloadProgress) => void) | undefined;
    let finish: (() => void) | undefined;
    const download = vi.fn(
      (onProgress?: (p: DownloadProgress) => void) =>
        new Promise<{ blob: Blob; fileName: string }>((resolve) => {
          progress = onProgress;
          finish = () => resolve({ blob: new Blob(['{}']), fileName: 'cleanquest-data-2026-11-22.json' });
        }),
    );
    const save = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ExportDataButton download={download} save={save} />
        <Toasts />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Export data' }));
    expect((screen.getByRole('button', { name: 'Export data' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Preparing your data...')).toBeTruthy();
    progress!({ loaded: 40, total: 100, percent: 40 });
    const bar = await screen.findByRole('progressbar', { name: 'Data export progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('Downloading your data... 40%')).toBeTruthy();
    finish!();
    await screen.findByText('Data exported');
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'cleanquest-data-2026-11-22.json');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('toasts “Export failed” with the spec’s message when the download fails', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    renderWithProviders(
      <>
        <ExportDataButton download={() => Promise.reject(new Error('500: boom'))} save={save} />
        <Toasts />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Export data' }));
    await screen.findByText('Export failed');
    expect(screen.getByText('Failed to export data. Please try again.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Export data' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
