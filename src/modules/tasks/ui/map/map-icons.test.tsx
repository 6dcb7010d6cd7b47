import { describe, expect, it } from 'vitest';
import MuiAssignment from '@mui/icons-material/Assignment';
import MuiCenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import MuiErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import MuiGpsFixed from '@mui/icons-material/GpsFixed';
import MuiGpsOff from '@mui/icons-material/GpsOff';
import MuiMyLocation from '@mui/icons-material/MyLocation';
import MuiNearMe from '@mui/icons-material/NearMe';
import MuiRefresh from '@mui/icons-material/Refresh';
import MuiSync from '@mui/icons-material/Sync';
import MuiViewList from '@mui/icons-material/ViewList';
import { iconDrawing } from '../../../../client/test-icons';
import * as icons from './map-icons';

describe('The map screen’s plain icons', () => {
  it.each([
    ['Assignment', icons.AssignmentIcon, MuiAssignment],
    ['GpsFixed', icons.GpsFixedIcon, MuiGpsFixed],
    ['GpsOff', icons.GpsOffIcon, MuiGpsOff],
    ['NearMe', icons.NearMeIcon, MuiNearMe],
    ['CenterFocusStrong', icons.CenterFocusStrongIcon, MuiCenterFocusStrong],
    ['MyLocation', icons.MyLocationIcon, MuiMyLocation],
    ['Refresh', icons.RefreshIcon, MuiRefresh],
    ['Sync', icons.SyncIcon, MuiSync],
    ['ViewList', icons.ViewListIcon, MuiViewList],
    ['ErrorOutlineOutlined', icons.ErrorOutlineIcon, MuiErrorOutline],
  ])('draw %s as @mui/icons-material does, hidden from screen readers', (_name, Plain, Mui) => {
    const plain = iconDrawing(Plain);
    expect(plain.d).toBeTruthy();
    expect(plain).toEqual(iconDrawing(Mui));
  });
});
