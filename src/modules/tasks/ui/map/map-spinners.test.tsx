// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../client/test-utils';
import { MapBadges } from './MapBadges';
import { MapOverlay } from './MapOverlay';

/**
 * Issue 38: the first screen's spinners run while the app starts (about 1-6 s at 4x CPU). MUI's
 * default indeterminate spinner also animates the circle's stroke-dasharray, which only the main
 * thread can draw: a trace of `/` showed about 200 frames of style and paint work (1.7 s of 5.5 s)
 * for two spinners. With disableShrink only the rotation runs, on the compositor.
 */
describe('the map screen’s spinners', () => {
  const animatedCircles = (root: HTMLElement) => root.querySelectorAll('circle.MuiCircularProgress-circle:not(.MuiCircularProgress-circleDisableShrink)');

  it('rotate without the main-thread stroke animation while the map loads and while GPS is searched', () => {
    const overlay = renderWithProviders(<MapOverlay kind="loading" onRetry={() => {}} />);
    expect(overlay.container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(animatedCircles(overlay.container)).toHaveLength(0);
    const badges = renderWithProviders(<MapBadges available={0} nearby={0} gpsStatus="loading" accuracy={null} gpsError={null} />);
    expect(badges.container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(animatedCircles(badges.container)).toHaveLength(0);
  });
});
