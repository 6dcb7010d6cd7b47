// @vitest-environment jsdom
import type L from 'leaflet';
import { MapContainer } from 'react-leaflet';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../client/test-utils';
import type { TaskDto } from '../../contract';
import { buildClusterIndex, type MapView } from '../clusters';
import { mountedComponents } from '../test-fibers';
import { sampleTask } from '../test-tasks';
import { givePhoneMapSize } from '../test-map-size';
import { TaskMarkers, type TaskMarkersProps } from './TaskMarkers';

givePhoneMapSize();

const CENTRE: [number, number] = [51.4828, 11.9697];
const plastic = sampleTask({ id: 'a', report: { location: 'Riverbank path' } });
const organic = sampleTask({ id: 'b', reward: 10, report: { latitude: 51.4838, longitude: 11.9717, wasteType: 'organic', priority: 'low', location: 'Old mill', reward: 10 } });
const general = sampleTask({ id: 'c', reward: 15, report: { latitude: 51.4818, longitude: 11.9677, wasteType: 'general', priority: 'medium', location: '', reward: 15 } });
const TASKS = [plastic, organic, general];
/** Every task its own marker (zoom 18), or all in one cluster (zoom 10). */
const NEAR: MapView = { bbox: [11.96, 51.47, 11.98, 51.49], zoom: 18 };
const FAR: MapView = { bbox: [11.5, 51.2, 12.5, 51.8], zoom: 10 };

function setup(overrides: Partial<TaskMarkersProps> = {}, tasks: TaskDto[] = TASKS) {
  let map: L.Map | null = null;
  const props: TaskMarkersProps = {
    index: buildClusterIndex(tasks),
    tasksById: new Map(tasks.map((t) => [t.id, t])),
    view: NEAR,
    selectedId: null,
    onSelect: vi.fn(),
    onViewDetails: vi.fn(),
    ...overrides,
  };
  const ui = (p: TaskMarkersProps) => (
    <MapContainer center={CENTRE} zoom={p.view.zoom} fadeAnimation={false} zoomAnimation={false} markerZoomAnimation={false} ref={(m) => void (map = m)}>
      <TaskMarkers {...p} />
    </MapContainer>
  );
  const view = renderWithProviders(ui(props));
  const icons = () => [...view.container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
  const icon = (title: RegExp) => {
    const found = icons().filter((el) => title.test(el.title));
    expect(found, String(title)).toHaveLength(1);
    return found[0]!;
  };
  return { ...view, props, icons, icon, map: () => map!, update: (next: Partial<TaskMarkersProps>) => view.rerender(ui({ ...props, ...next })) };
}

describe('Task markers', () => {
  it('draws one named, focusable marker per task in view, without a React component per marker', async () => {
    const { container, icons, icon } = setup();
    await waitFor(() => expect(icons()).toHaveLength(3));
    expect(icon(/^Plastic Waste/).title).toBe('Plastic Waste at Riverbank path, High priority, +20 coins');
    expect(icon(/^General Waste/).title).toBe('General Waste at Location not given, Medium priority, +15 coins');
    for (const el of icons()) {
      expect(el.getAttribute('tabindex')).toBe('0');
      expect(el.getAttribute('role')).toBe('button');
    }
    expect(icon(/^Organic/).querySelector('.cq-marker')).not.toBeNull();
    // One layer draws them all: no Marker or Popup components (react-leaflet's), none per task.
    const mounted = mountedComponents(container);
    expect(['Marker', 'Popup', 'TaskMarker', 'TaskPopup', 'ContainerComponent', 'OverlayComponent'].filter((n) => mounted.has(n))).toEqual([]);
  });

  it('shows a cluster with its count, and zooms in on a click', async () => {
    const { icons, map } = setup({ view: FAR });
    await waitFor(() => expect(icons()).toHaveLength(1));
    const cluster = icons()[0]!;
    expect(cluster.title).toBe('3 tasks here. Zoom in');
    expect(cluster.textContent).toBe('3');
    const flyTo = vi.spyOn(map(), 'flyTo').mockReturnThis();
    fireEvent.click(cluster);
    expect(flyTo).toHaveBeenCalledTimes(1);
    const [at, zoom] = flyTo.mock.calls[0]!;
    expect(zoom).toBeGreaterThan(10);
    expect(zoom).toBeLessThanOrEqual(18);
    expect((at as [number, number])[0]).toBeCloseTo(51.4828, 2);
    // Enter on the focused cluster does the same.
    fireEvent.keyPress(cluster, { key: 'Enter', keyCode: 13, charCode: 13 });
    expect(flyTo).toHaveBeenCalledTimes(2);
  });

  it('highlights the selected task on the same marker elements, changing only the two concerned', async () => {
    const { icons, icon, update } = setup();
    await waitFor(() => expect(icons()).toHaveLength(3));
    const before = icons().map((el) => ({ el, html: el.innerHTML }));
    update({ selectedId: 'b' });
    expect(icon(/^Organic/).querySelector('.cq-marker--selected')).not.toBeNull();
    expect(icons().filter((el) => el.querySelector('.cq-marker--selected'))).toHaveLength(1);
    update({ selectedId: 'a' });
    expect(icon(/^Plastic/).querySelector('.cq-marker--selected')).not.toBeNull();
    expect(icon(/^Organic/).querySelector('.cq-marker--selected')).toBeNull();
    // Same elements throughout (focus stays), and the third marker was never touched.
    expect(icons()).toEqual(before.map((b) => b.el));
    expect(icon(/^General/).innerHTML).toBe(before.find((b) => b.el === icon(/^General/))!.html);
  });

  it("opens one shared popup with the task on a click, and 'View Details' opens the task", async () => {
    const { container, icon, icons, props } = setup();
    await waitFor(() => expect(icons()).toHaveLength(3));
    fireEvent.click(icon(/^Plastic/));
    expect(props.onSelect).toHaveBeenCalledWith(plastic);
    let popup = container.querySelector<HTMLElement>('.leaflet-popup')!;
    await within(popup).findByRole('heading', { name: 'Plastic Waste' });
    expect(within(popup).getByText('+20 coins')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: 'View Details' }));
    expect(props.onViewDetails).toHaveBeenCalledWith(plastic);

    fireEvent.click(icon(/^Organic/));
    expect(props.onSelect).toHaveBeenLastCalledWith(organic);
    popup = container.querySelector<HTMLElement>('.leaflet-popup')!;
    await within(popup).findByRole('heading', { name: 'Organic Waste' });
    expect(container.querySelectorAll('.leaflet-popup')).toHaveLength(1);
    expect(mountedComponents(container).get('TaskPopup')).toBe(1);
  });

  it('opens the popup with Enter on a focused marker', async () => {
    const { container, icon, icons, props } = setup();
    await waitFor(() => expect(icons()).toHaveLength(3));
    const marker = icon(/^General/);
    marker.focus();
    fireEvent.keyPress(marker, { key: 'Enter', keyCode: 13, charCode: 13 });
    expect(props.onSelect).toHaveBeenCalledWith(general);
    await within(container.querySelector<HTMLElement>('.leaflet-popup')!).findByRole('heading', { name: 'General Waste' });
  });

  it('removes the markers that leave the view, closing the popup of one of them', async () => {
    const { container, icon, icons, update } = setup();
    await waitFor(() => expect(icons()).toHaveLength(3));
    fireEvent.click(icon(/^Organic/));
    await screen.findByRole('heading', { name: 'Organic Waste' });
    // A view west of the plastic and organic tasks' spots.
    act(() => update({ view: { bbox: [11.96, 51.47, 11.969, 51.49], zoom: 18 } }));
    await waitFor(() => expect(icons().map((el) => el.title.split(' ')[0])).toEqual(['General']));
    expect(container.querySelector('.leaflet-popup')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Organic Waste' })).toBeNull();
  });

  it('follows new task data (a poll) on the same markers, and takes everything off the map when unmounted', async () => {
    const { icons, icon, update, unmount, map } = setup();
    await waitFor(() => expect(icons()).toHaveLength(3));
    const el = icon(/^Plastic/);
    const moved = { ...plastic, reward: 25, report: { ...plastic.report, reward: 25, latitude: 51.4829 } };
    const tasks = [moved, organic, general];
    update({ index: buildClusterIndex(tasks), tasksById: new Map(tasks.map((t) => [t.id, t])) });
    await waitFor(() => expect(icon(/^Plastic/).title).toBe('Plastic Waste at Riverbank path, High priority, +25 coins'));
    expect(icon(/^Plastic/)).toBe(el);
    const leaflet = map();
    unmount();
    let layers = 0;
    leaflet.eachLayer(() => void layers++);
    expect(layers).toBe(0);
  });
});
