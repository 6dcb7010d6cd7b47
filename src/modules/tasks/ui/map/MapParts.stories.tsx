import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_MAP_TILE_URL } from '../../../../shared/map-tiles';
import type { Priority, WasteType } from '../../contract';
import { PRIORITY_COLORS } from '../task-format';
import { sampleTask } from '../test-tasks';
import { WasteIcon } from '../WasteIcon';
import { MapBadges } from './MapBadges';
import { MapControls } from './MapControls';
import { MapScreenStyles } from './map-screen-styles';
import { StaticTiles } from './StaticTiles';
import { TaskPopup } from './TaskPopup';
import { UserPopup } from './UserPopup';

/** The map's pieces outside Leaflet: popups, badges, controls, the start view's tiles and the marker legend. */
const meta = {
  title: 'Tasks/Map parts',
  parameters: { layout: 'padded' },
  // The map screen renders the badges' and controls' CSS in the app.
  decorators: [
    (Story) => (
      <>
        <MapScreenStyles />
        <Story />
      </>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const popupFrame = { p: 1.5, bgcolor: '#fff', borderRadius: 3, boxShadow: 3, display: 'inline-block' };

export const TaskMarkerPopup: Story = {
  render: () => (
    <Box sx={popupFrame}>
      <TaskPopup task={sampleTask()} onViewDetails={() => {}} />
    </Box>
  ),
};

export const UserMarkerPopup: Story = {
  render: () => (
    <Box sx={popupFrame}>
      <UserPopup name="Tess Tester" level={4} position={{ latitude: 51.4828, longitude: 11.9697, accuracy: 7.6, timestamp: 0, heading: null, speed: 1.4 }} />
    </Box>
  ),
};

export const Badges: Story = {
  render: () => (
    <Stack spacing={3}>
      <MapBadges available={7} nearby={5} gpsStatus="positioned" accuracy={8} gpsError={null} />
      <MapBadges available={1} nearby={1} gpsStatus="loading" accuracy={null} gpsError={null} />
      <MapBadges available={0} nearby={0} gpsStatus="error" accuracy={null} gpsError="Location permission denied. Please enable location access." />
    </Stack>
  ),
};

export const Controls: Story = {
  render: () => <MapControls onRefreshTasks={() => {}} onFindMe={() => {}} onCentre={() => {}} onRefresh={() => {}} onToggleList={() => {}} listOpen={false} />,
};

/**
 * The start view's tiles as plain images (StaticTiles), as a phone shows them before Leaflet has
 * loaded; resize the frame: they stay centred, and tiles outside it are not displayed or loaded.
 */
export const StartViewTiles: Story = {
  render: () => (
    <Box sx={{ position: 'relative', width: 390, height: 675, maxWidth: '100%', bgcolor: '#ddd', resize: 'both', overflow: 'hidden' }}>
      <StaticTiles url={DEFAULT_MAP_TILE_URL} />
    </Box>
  ),
};

const TYPES: WasteType[] = ['plastic', 'organic', 'electronic', 'hazardous', 'general'];
const LEVELS: Priority[] = ['high', 'medium', 'low'];

/** What the task markers look like: icon by waste type, colour by priority. */
export const MarkerLegend: Story = {
  render: () => (
    <Stack spacing={1}>
      {LEVELS.map((priority) => (
        <Stack key={priority} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 70 }}>{priority}</Typography>
          {TYPES.map((type) => (
            <Box
              key={type}
              title={type}
              sx={{ width: 36, height: 36, borderRadius: '50%', border: '3px solid #fff', boxShadow: 2, bgcolor: PRIORITY_COLORS[priority], display: 'flex', alignItems: 'center', justifyContent: 'center' }}
            >
              <WasteIcon type={type} sx={{ color: '#fff', fontSize: 18 }} />
            </Box>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};
