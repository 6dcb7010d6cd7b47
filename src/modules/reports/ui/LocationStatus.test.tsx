// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../client/test-utils';
import { LocationStatus } from './LocationStatus';

describe('LocationStatus with a photo that carries its position (issue 23)', () => {
  it('says the photo’s position is used when there is no GPS fix', () => {
    for (const kind of ['denied', 'needed'] as const) {
      const { unmount, container } = renderWithProviders(<LocationStatus kind={kind} coordinates={null} hasText={false} photoPosition />);
      expect(screen.getByText('Using the position stored in the photo')).toBeTruthy();
      expect(screen.queryByText('Location access denied')).toBeNull();
      expect(container.querySelector('[data-status="photo"]')).toBeTruthy();
      unmount();
    }
  });

  it('leaves the GPS fix and the search in progress as they are, and says nothing without a photo position', () => {
    const gps = { latitude: 51.5, longitude: 11.95, accuracy: 7, source: 'gps' as const };
    const verified = renderWithProviders(<LocationStatus kind="verified" coordinates={gps} hasText={false} photoPosition />);
    expect(screen.getByText('Location verified')).toBeTruthy();
    expect(screen.queryByText('Using the position stored in the photo')).toBeNull();
    verified.unmount();
    const getting = renderWithProviders(<LocationStatus kind="getting" coordinates={null} hasText={false} photoPosition />);
    expect(screen.queryByText('Using the position stored in the photo')).toBeNull();
    getting.unmount();
    renderWithProviders(<LocationStatus kind="denied" coordinates={null} hasText={false} />);
    expect(screen.getByText('Location access denied')).toBeTruthy();
    expect(screen.queryByText('Using the position stored in the photo')).toBeNull();
  });
});
