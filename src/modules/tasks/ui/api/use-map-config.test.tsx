// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../../client/query-client';
import { stubFetch } from '../../../../client/test-fetch';
import { useMapConfig } from './use-map-config';

afterEach(() => vi.unstubAllGlobals());

function render() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useMapConfig(), { wrapper });
}

describe('useMapConfig', () => {
  it('falls back to the OSM tile server without subdomains and the linked attribution', async () => {
    stubFetch({ 'GET /api/config': () => new Response('down', { status: 503 }) });
    const { result } = render();
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 5000 });
    expect(result.current.config).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
    });
  });

  it('keeps the server’s links but never passes other HTML on to Leaflet', async () => {
    stubFetch({ 'GET /api/config': { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: '<img src=x onerror=alert(1)> <a href="https://tiles.example/about">Tiles</a>' } });
    const { result } = render();
    await waitFor(() => expect(result.current.config.mapTileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png'));
    expect(result.current.config.mapAttribution).toBe('&lt;img src=x onerror=alert(1)&gt; <a href="https://tiles.example/about" target="_blank" rel="noopener noreferrer">Tiles</a>');
  });
});
