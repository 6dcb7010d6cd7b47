// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import { MyTasks } from './MyTasks';
import { formatHoldTime } from './task-format';
import { sampleTask } from './test-tasks';

const HOUR = 3_600_000;
/** The clock time of a moment as every hold format shows it (hours and minutes). */
const clockTime = (iso: string, language = 'en') => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

function showMyTasks(tasks = [sampleTask({ status: 'assigned', heldUntil: inHours(10) })]) {
  return renderWithProviders(<MyTasks tasks={tasks} isPending={false} error={null} onRetry={() => {}} onOpen={() => {}} />);
}

afterEach(() => vi.useRealTimers());

describe('My Tasks card: how long the task stays with the person', () => {
  it("shows 'Held until {time}' on an active task", () => {
    const heldUntil = inHours(10);
    showMyTasks([sampleTask({ status: 'assigned', heldUntil })]);
    const card = screen.getByRole('article', { name: 'Plastic Cleanup' });
    expect(within(card).getByText(new RegExp(`^Held until .*${clockTime(heldUntil)}$`))).toBeTruthy();
    expect(within(card).queryByText(/Finish or release soon/)).toBeNull();
  });

  it('warns when less than two hours are left', () => {
    const heldUntil = inHours(1.5);
    showMyTasks([sampleTask({ status: 'assigned', heldUntil })]);
    const card = screen.getByRole('article', { name: 'Plastic Cleanup' });
    expect(within(card).getByText(new RegExp(`^Finish or release soon: this task goes back to the map at .*${clockTime(heldUntil)}$`))).toBeTruthy();
    expect(within(card).queryByText(/Held until/)).toBeNull();
  });

  it('turns into the warning by itself when the time comes', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const heldUntil = inHours(2);
    showMyTasks([sampleTask({ status: 'assigned', heldUntil: new Date(Date.parse(heldUntil) + 30_000).toISOString() })]);
    expect(screen.getByText(/^Held until/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(/^Finish or release soon/)).toBeTruthy();
  });

  it('says nothing while a completion waits for review (no deadline then) or for completed tasks', () => {
    showMyTasks([
      sampleTask({ id: 'review', status: 'assigned', verificationStatus: 'needs_review', heldUntil: null }),
      sampleTask({ id: 'done', status: 'completed', heldUntil: null, report: { wasteType: 'organic' } }),
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/Held until|Finish or release soon/)).toBeNull();
  });

  it('speaks German', async () => {
    const heldUntil = inHours(10);
    const { store } = showMyTasks([sampleTask({ status: 'assigned', heldUntil }), sampleTask({ id: 'soon', status: 'assigned', heldUntil: inHours(1), report: { wasteType: 'organic' } })]);
    // Through the store, as the app does: i18next follows the language in redux (also after rehydration).
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    await screen.findByText(/^Reserviert bis/);
    expect(screen.getByText(new RegExp(`^Reserviert bis .*${clockTime(heldUntil, 'de')}$`))).toBeTruthy();
    expect(screen.getByText(/^Bald abschließen oder freigeben: Diese Aufgabe geht zurück auf die Karte \(Frist: .+\)$/)).toBeTruthy();
  });
});

describe('formatHoldTime', () => {
  it('shows the time alone today, the weekday within six days and the date beyond', () => {
    const now = new Date(2030, 4, 6, 9, 0); // a Monday, local time
    expect(formatHoldTime(new Date(2030, 4, 6, 17, 45).toISOString(), 'en', now)).toBe(clockTime(new Date(2030, 4, 6, 17, 45).toISOString()));
    expect(formatHoldTime(new Date(2030, 4, 8, 17, 45).toISOString(), 'en', now)).toMatch(/^Wed.*05:45/);
    expect(formatHoldTime(new Date(2030, 4, 20, 17, 45).toISOString(), 'en', now)).toMatch(/May 20, 2030/);
  });
});
