import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import type { NewTaskFromReport } from '../contract';
import type { TasksService } from './service';
import type { Unit } from '../../../server/unit-of-work';

/**
 * Demo cleanup tasks within about 1.5 km of the default map point. They have no photo (the task list
 * shows its fallback icon) and say they are demo data, so nobody mistakes them for real reports.
 */
const DEMO: Array<Pick<NewTaskFromReport, 'wasteType' | 'priority' | 'description' | 'location' | 'reward' | 'estimatedEffort'> & { dLat: number; dLon: number }> = [
  { dLat: 0.0021, dLon: -0.0034, wasteType: 'plastic', priority: 'high', reward: 20, estimatedEffort: 20, description: 'Demo: plastic bottles and bags along the riverbank path.', location: 'Riverbank path' },
  { dLat: -0.0042, dLon: 0.0018, wasteType: 'general', priority: 'medium', reward: 10, estimatedEffort: 15, description: 'Demo: overflowing litter around a park bench.', location: 'Park bench by the playground' },
  { dLat: 0.0065, dLon: 0.0071, wasteType: 'electronic', priority: 'high', reward: 30, estimatedEffort: 30, description: 'Demo: an old monitor and cables dumped by the bus stop.', location: 'Bus stop' },
  { dLat: -0.0011, dLon: -0.0089, wasteType: 'organic', priority: 'low', reward: 10, estimatedEffort: 10, description: 'Demo: garden waste left on the footpath.', location: 'Footpath behind the allotments' },
  { dLat: 0.0093, dLon: -0.0016, wasteType: 'hazardous', priority: 'high', reward: 40, estimatedEffort: 25, description: 'Demo: paint cans near the car park; gloves needed.', location: 'Car park, north corner' },
  { dLat: -0.0078, dLon: -0.0052, wasteType: 'plastic', priority: 'medium', reward: 15, estimatedEffort: 15, description: 'Demo: crisp packets and cups at the tram stop.', location: 'Tram stop' },
  { dLat: 0.0034, dLon: 0.0122, wasteType: 'general', priority: 'low', reward: 10, estimatedEffort: 10, description: 'Demo: scattered cans on the meadow.', location: 'Meadow by the old mill' },
];

export async function seedDemoTasks(service: TasksService, unit: Unit): Promise<void> {
  for (const d of DEMO) {
    await service.createFromReport(
      {
        reportId: null,
        photoId: null,
        reporterId: null,
        latitude: DEFAULT_MAP_POINT.latitude + d.dLat,
        longitude: DEFAULT_MAP_POINT.longitude + d.dLon,
        wasteType: d.wasteType,
        priority: d.priority,
        imageUrl: null,
        thumbnailUrl: null,
        description: d.description,
        location: d.location,
        estimatedEffort: d.estimatedEffort,
        reward: d.reward,
        aiAnalysis: null,
      },
      unit,
    );
  }
}
