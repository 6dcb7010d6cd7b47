/** Leaflet's ES source modules (leaflet/src, in the npm package) carry no types: see leaflet-parts.ts. */
declare module 'leaflet/src/*' {
  const parts: Record<string, unknown> & {
    createMap: unknown;
    tileLayer: unknown;
    layerGroup: unknown;
    marker: unknown;
    divIcon: unknown;
    popup: unknown;
  };
  export = parts;
}
