// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRegistered } from '../../../client/session/sample-users';
import { renderWithProviders } from '../../../client/test-utils';
import { newDraft } from './draft';
import { ANNOUNCE_EVERY_MS, RecordingStep } from './SurveySteps';

vi.mock('./SurveyMap', () => ({ default: () => <p>map</p> }));

afterEach(() => vi.useRealTimers());

describe('RecordingStep', () => {
  it('tells screen readers the distance once a minute, not at every point', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const draft = {
      ...newDraft(sampleRegistered.userId),
      phase: 'recording' as const,
      points: [
        { latitude: 54, longitude: 10, accuracy: 5, timestamp: 0 },
        { latitude: 54.001, longitude: 10, accuracy: 5, timestamp: 5000 },
      ],
    };
    renderWithProviders(<RecordingStep draft={draft} update={() => undefined} gpsError={null} wakeLock="on" onStop={() => undefined} />, { user: sampleRegistered });
    const region = screen.getByTestId('announcer-polite');
    act(() => void vi.advanceTimersByTime(ANNOUNCE_EVERY_MS - 1000));
    expect(region.textContent).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(region.textContent).toBe('Walked 111 m so far.');
    // The visible distance is not a live region (it changes at every point).
    expect(screen.getByTestId('survey-distance').closest('[aria-live]')).toBeNull();
  });
});
