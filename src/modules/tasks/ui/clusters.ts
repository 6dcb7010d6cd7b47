import Supercluster from 'supercluster';
import type { TaskDto } from '../contract';

/** A task on the map, or a cluster of them (supercluster's GeoJSON features). */
export interface TaskPointProps {
  taskId: string;
}
export type TaskFeature = Supercluster.PointFeature<TaskPointProps>;
export type ClusterOrTask = Supercluster.ClusterFeature<Supercluster.AnyProps> | Supercluster.PointFeature<TaskPointProps>;

/** The map view: [west, south, east, north] in degrees, and the zoom level. */
export interface MapView {
  bbox: [number, number, number, number];
  zoom: number;
}

/** Upper bound of markers in the DOM, whatever the view (10,000 tasks stay smooth). */
export const MAX_MARKERS = 300;
/** Cluster radius in pixels; tasks closer than this on screen merge. */
export const CLUSTER_RADIUS_PX = 60;
/** From this zoom on every task is its own marker (the map's max zoom is 18). */
export const CLUSTER_MAX_ZOOM = 17;

export function toFeatures(tasks: readonly TaskDto[]): TaskFeature[] {
  return tasks.map((task) => ({
    type: 'Feature',
    properties: { taskId: task.id },
    geometry: { type: 'Point', coordinates: [task.report.longitude, task.report.latitude] },
  }));
}

/** Builds the spatial index once per task list (about 30 ms for 10,000 points). */
export function buildClusterIndex(tasks: readonly TaskDto[]): Supercluster<TaskPointProps> {
  const index = new Supercluster<TaskPointProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 2 });
  index.load(toFeatures(tasks));
  return index;
}

/**
 * Clusters and single tasks inside the view. If a view would still hold more than `max` markers
 * (a huge screen at a high zoom), it clusters as if zoomed out until the count fits.
 */
export function clustersInView(index: Supercluster<TaskPointProps>, view: MapView, max = MAX_MARKERS): ClusterOrTask[] {
  const [west, south, east, north] = view.bbox;
  const bbox: [number, number, number, number] = [Math.max(-180, west), Math.max(-85, south), Math.min(180, east), Math.min(85, north)];
  // A view across the antimeridian or wider than the world: ask for the whole world.
  const box: [number, number, number, number] = bbox[0] > bbox[2] || east - west >= 360 ? [-180, bbox[1], 180, bbox[3]] : bbox;
  for (let zoom = Math.floor(view.zoom); zoom >= 0; zoom--) {
    const features = index.getClusters(box, zoom) as ClusterOrTask[];
    if (features.length <= max) return features;
  }
  return (index.getClusters(box, 0) as ClusterOrTask[]).slice(0, max);
}

export function isCluster(f: ClusterOrTask): f is Supercluster.ClusterFeature<Supercluster.AnyProps> {
  return (f.properties as { cluster?: boolean }).cluster === true;
}
