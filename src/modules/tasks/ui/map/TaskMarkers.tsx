import { memo, useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type Supercluster from 'supercluster';
import type { TaskDto } from '../../contract';
import { clustersInView, isCluster, type MapView, type TaskPointProps } from '../clusters';
import { rewardOf } from '../task-format';
import { clusterIcon, taskIcon } from './markers';
import { TaskPopup } from './TaskPopup';

/** Opening a popup pans the map so the popup clears the badges (top left) and the controls. */
const POPUP_PADDING_TOP_LEFT: [number, number] = [8, 128];
const POPUP_PADDING: [number, number] = [8, 8];

export interface TaskMarkersProps {
  index: Supercluster<TaskPointProps>;
  tasksById: Map<string, TaskDto>;
  view: MapView;
  selectedId: string | null;
  onSelect: (task: TaskDto) => void;
  onViewDetails: (task: TaskDto) => void;
}

/** The clusters and task markers of the current view (at most MAX_MARKERS of them). */
export function TaskMarkers({ index, tasksById, view, selectedId, onSelect, onViewDetails }: TaskMarkersProps) {
  const map = useMap();
  const { t } = useTranslation('tasks');
  const features = useMemo(() => clustersInView(index, view), [index, view]);
  return (
    <>
      {features.map((f) => {
        const [lon, lat] = f.geometry.coordinates;
        if (isCluster(f)) {
          const count = f.properties.point_count as number;
          const id = f.properties.cluster_id as number;
          return (
            <Marker
              key={`c${id}`}
              position={[lat, lon]}
              icon={clusterIcon(count)}
              title={t('map.cluster', { count })}
              eventHandlers={{
                click: () => map.flyTo([lat, lon], Math.min(index.getClusterExpansionZoom(id), map.getMaxZoom())),
              }}
            />
          );
        }
        const task = tasksById.get((f.properties as TaskPointProps).taskId);
        if (!task) return null;
        return <TaskMarker key={task.id} task={task} selected={task.id === selectedId} onSelect={onSelect} onViewDetails={onViewDetails} />;
      })}
    </>
  );
}

interface TaskMarkerProps {
  task: TaskDto;
  selected: boolean;
  onSelect: (task: TaskDto) => void;
  onViewDetails: (task: TaskDto) => void;
}

const TaskMarker = memo(function TaskMarker({ task, selected, onSelect, onViewDetails }: TaskMarkerProps) {
  const { t } = useTranslation('tasks');
  const r = task.report;
  const title = t('map.taskMarker', {
    title: t(`wasteTitle.${r.wasteType}`),
    location: r.location || t('card.noLocation'),
    priority: t('priority.label', { priority: t(`priority.${r.priority}`) }),
    reward: rewardOf(task),
  });
  return (
    <Marker
      position={[r.latitude, r.longitude]}
      icon={taskIcon(r.wasteType, r.priority, selected)}
      title={title}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{ click: () => onSelect(task) }}
    >
      <Popup autoPanPaddingTopLeft={POPUP_PADDING_TOP_LEFT} autoPanPadding={POPUP_PADDING}>
        <TaskPopup task={task} onViewDetails={onViewDetails} />
      </Popup>
    </Marker>
  );
});
