import L from 'leaflet';
import type { Priority, WasteType } from '../../contract';
import { PRIORITY_COLORS } from '../task-format';
import { WASTE_ICON_PATHS } from '../waste-icons';

const TASK_ICON_SIZE = 36;
const taskIcons = new Map<string, L.DivIcon>();

/**
 * A task marker: the waste type's icon on a disc in the priority's colour. Icons are shared between
 * markers (Leaflet copies the HTML string), and the string holds only constants, never user text.
 */
export function taskIcon(wasteType: WasteType, priority: Priority, selected = false): L.DivIcon {
  const key = `${wasteType}|${priority}|${selected}`;
  let icon = taskIcons.get(key);
  if (!icon) {
    const color = PRIORITY_COLORS[priority] ?? PRIORITY_COLORS.medium;
    const path = WASTE_ICON_PATHS[wasteType] ?? WASTE_ICON_PATHS.general;
    icon = L.divIcon({
      className: 'cq-marker-wrap',
      html: `<span class="cq-marker${selected ? ' cq-marker--selected' : ''}" style="background:${color}"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#fff" d="${path}"/></svg></span>`,
      iconSize: [TASK_ICON_SIZE, TASK_ICON_SIZE],
      iconAnchor: [TASK_ICON_SIZE / 2, TASK_ICON_SIZE / 2],
      popupAnchor: [0, -TASK_ICON_SIZE / 2],
    });
    taskIcons.set(key, icon);
  }
  return icon;
}

/** Cluster sizes by count: bigger clusters get bigger discs. */
export function clusterSize(count: number): number {
  return count < 10 ? 36 : count < 100 ? 44 : count < 1000 ? 52 : 60;
}

const clusterIcons = new Map<string, L.DivIcon>();

/** A cluster marker showing how many tasks it holds (a number only: safe in the HTML string). */
export function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  const text = count >= 10_000 ? `${Math.floor(count / 1000)}k` : String(Math.trunc(count));
  let icon = clusterIcons.get(text);
  if (!icon) {
    icon = L.divIcon({
      className: 'cq-marker-wrap',
      html: `<span class="cq-cluster" aria-hidden="true">${text}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    clusterIcons.set(text, icon);
  }
  return icon;
}

/**
 * The user marker: avatar (or initial) with a level badge. Built as DOM nodes, because the avatar
 * URL and the name come from the server and must never be parsed as HTML.
 */
export function userIcon({ avatarUrl, name, level }: { avatarUrl: string | null; name: string; level: number }): L.DivIcon {
  const root = document.createElement('span');
  root.className = 'cq-user';
  if (avatarUrl) {
    const img = document.createElement('img');
    img.className = 'cq-user__avatar';
    img.src = avatarUrl;
    img.alt = '';
    root.appendChild(img);
  } else {
    const initial = document.createElement('span');
    initial.className = 'cq-user__initial';
    initial.textContent = (name.trim()[0] ?? '?').toUpperCase();
    initial.setAttribute('aria-hidden', 'true');
    root.appendChild(initial);
  }
  const badge = document.createElement('span');
  badge.className = 'cq-user__level';
  badge.textContent = String(level);
  badge.setAttribute('aria-hidden', 'true');
  root.appendChild(badge);
  return L.divIcon({ className: 'cq-marker-wrap', html: root, iconSize: [44, 44], iconAnchor: [22, 22], popupAnchor: [0, -22] });
}
