import L from 'leaflet';

/** One marker as the layer should show it; `key` says which marker it is from one update to the next. */
export interface MarkerSpec {
  key: string;
  kind: 'task' | 'cluster';
  /** The task's id, or the cluster's id (supercluster's). */
  id: string | number;
  lat: number;
  lon: number;
  icon: L.DivIcon;
  /** The marker's accessible name (its title). */
  title: string;
  zIndexOffset: number;
}

export interface MarkerLayerHandlers {
  /** A task marker was clicked or activated with Enter (its popup opens by itself). */
  onTask: (taskId: string) => void;
  /** A cluster was clicked or activated with Enter. */
  onCluster: (clusterId: number, lat: number, lon: number) => void;
  /** The task whose popup is open, or null when it closed. */
  onPopup: (taskId: string | null) => void;
}

export interface MarkerLayer {
  /** Makes the markers on the map those of `specs`: adds, moves, restyles and removes only what changed. */
  update(specs: readonly MarkerSpec[]): void;
  /** The open popup's content element (the task popup is rendered into it). */
  readonly content: HTMLElement;
  /** Lays the open popup out again (after its content changed) and pans it into view. */
  refreshPopup(): void;
  remove(): void;
}

const ENTER = 13;

/**
 * The task and cluster markers as plain Leaflet markers in two feature groups, kept in step with a
 * list of specs. One popup serves every task marker (bound to the group, so a marker's click or Enter
 * opens it at that marker), instead of a React component, a Leaflet popup and event bindings per marker.
 * Markers are focusable buttons (Leaflet's keyboard option) named by their title.
 */
export function createMarkerLayer(map: L.Map, handlers: MarkerLayerHandlers, popupOptions: L.PopupOptions = {}): MarkerLayer {
  const tasks = L.featureGroup().addTo(map);
  const clusters = L.featureGroup().addTo(map);
  const content = document.createElement('div');
  const popup = L.popup(popupOptions).setContent(content);
  tasks.bindPopup(popup);
  const entries = new Map<string, { marker: L.Marker; spec: MarkerSpec }>();
  const specOf = new Map<L.Layer, MarkerSpec>();
  let popupMarker: L.Layer | null = null;

  const activated = (e: L.LeafletEvent) => (e.type === 'click' ? true : (e as L.LeafletKeyboardEvent).originalEvent.keyCode === ENTER);
  tasks.on('click keypress', (e) => {
    const spec = specOf.get((e as L.LeafletEvent & { layer: L.Layer }).layer);
    if (spec && activated(e)) handlers.onTask(String(spec.id));
  });
  clusters.on('click keypress', (e) => {
    const spec = specOf.get((e as L.LeafletEvent & { layer: L.Layer }).layer);
    if (spec && activated(e)) handlers.onCluster(Number(spec.id), spec.lat, spec.lon);
  });
  tasks.on('popupopen', (e) => {
    const marker = (e as L.PopupEvent & { layer: L.Layer }).layer;
    popupMarker = marker;
    const spec = specOf.get(marker);
    handlers.onPopup(spec ? String(spec.id) : null);
  });
  tasks.on('popupclose', () => {
    popupMarker = null;
    handlers.onPopup(null);
  });

  function update(specs: readonly MarkerSpec[]) {
    const wanted = new Set<string>();
    for (const spec of specs) wanted.add(spec.key);
    for (const [key, { marker }] of entries) {
      if (wanted.has(key)) continue;
      if (marker === popupMarker) popup.close();
      (specOf.get(marker)?.kind === 'task' ? tasks : clusters).removeLayer(marker);
      specOf.delete(marker);
      entries.delete(key);
    }
    for (const spec of specs) {
      const entry = entries.get(spec.key);
      if (!entry) {
        const marker = L.marker([spec.lat, spec.lon], { icon: spec.icon, title: spec.title, zIndexOffset: spec.zIndexOffset, keyboard: true });
        entries.set(spec.key, { marker, spec });
        specOf.set(marker, spec);
        (spec.kind === 'task' ? tasks : clusters).addLayer(marker);
        continue;
      }
      const { marker, spec: was } = entry;
      if (was.lat !== spec.lat || was.lon !== spec.lon) marker.setLatLng([spec.lat, spec.lon]);
      if (was.title !== spec.title) {
        marker.options.title = spec.title;
        const el = marker.getElement();
        if (el) el.title = spec.title;
      }
      if (was.icon !== spec.icon) marker.setIcon(spec.icon);
      if (was.zIndexOffset !== spec.zIndexOffset) marker.setZIndexOffset(spec.zIndexOffset);
      entry.spec = spec;
      specOf.set(marker, spec);
    }
  }

  return {
    update,
    content,
    refreshPopup() {
      if (popup.isOpen()) popup.update();
    },
    remove() {
      popup.close();
      tasks.unbindPopup();
      tasks.remove();
      clusters.remove();
      entries.clear();
      specOf.clear();
    },
  };
}
