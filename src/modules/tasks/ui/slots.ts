import type { LazySlot } from '../../../client/module';

/** What another module draws on the map tab: the map's view (west, south, east, north in degrees, and the zoom), null until known. */
export interface TaskMapLayerProps {
  view: { bbox: [number, number, number, number]; zoom: number } | null;
}

// The map tab is this module's UI, so it declares the slot (its consumer); the adoptions module offers it.
declare module '../../../client/module' {
  interface ModuleSlots {
    /** Issue 42: a layer inside the map tab's Leaflet map (rendered with the markers; the adoptions module's adopted spots). */
    taskMapLayer: LazySlot<TaskMapLayerProps>;
  }
}
