// @vitest-environment jsdom
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../client/test-utils';
import { composeDate, dayOptions, withPart } from './dob';
import { DateOfBirthPicker } from './DateOfBirthPicker';
import { optionsOf, pickOption, selectBox } from './test-helpers';

const TODAY = new Date('2026-05-10T12:00:00Z');

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateOfBirthPicker
        value={value}
        today={TODAY}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const combobox = (name: RegExp) => selectBox(name);

describe('date-of-birth rules', () => {
  it('has no days before month and year are chosen, and only real days after', () => {
    expect(dayOptions('', '2000')).toEqual([]);
    expect(dayOptions('2', '')).toEqual([]);
    expect(dayOptions('2', '2001')).toHaveLength(28);
    expect(dayOptions('2', '2000')).toHaveLength(29);
    expect(dayOptions('2', '1900')).toHaveLength(28);
    expect(dayOptions('4', '2001')).toHaveLength(30);
    expect(dayOptions('12', '2001')).toHaveLength(31);
  });

  it('reports a date only when it is real, and drops a day the new month does not have', () => {
    expect(composeDate({ month: '2', day: '29', year: '2000' })).toBe('2000-02-29');
    expect(composeDate({ month: '2', day: '29', year: '2001' })).toBe('');
    expect(composeDate({ month: '2', day: '', year: '2001' })).toBe('');
    expect(withPart({ month: '1', day: '31', year: '2001' }, 'month', '2')).toEqual({ month: '2', day: '', year: '2001' });
    expect(withPart({ month: '2', day: '29', year: '2000' }, 'year', '2001').day).toBe('');
    expect(withPart({ month: '3', day: '15', year: '2000' }, 'month', '2').day).toBe('15');
  });
});

describe('DateOfBirthPicker', () => {
  it('disables the day until month and year are chosen; months January-December; years current-13 down to 1920', async () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    expect(combobox(/^Day/).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose a month and a year first.')).toBeTruthy();
    const months = await optionsOf(/^Month/);
    expect(months[0]).toBe('January');
    expect(months[11]).toBe('December');
    expect(months).toHaveLength(12);
    const years = await optionsOf(/^Year/);
    expect(years[0]).toBe('2013');
    expect(years.at(-1)).toBe('1920');
    expect(years).toHaveLength(2013 - 1920 + 1);
    await pickOption(/^Month/, 'February');
    expect(combobox(/^Day/).getAttribute('aria-disabled')).toBe('true');
    await pickOption(/^Year/, '2000');
    await waitFor(() => expect(combobox(/^Day/).getAttribute('aria-disabled')).toBeNull());
  });

  it('lists the real days of the month, 29 in a leap February, and reports the date only when complete', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await pickOption(/^Month/, 'February');
    await pickOption(/^Year/, '2000');
    expect(await optionsOf(/^Day/)).toHaveLength(29);
    expect(onChange).not.toHaveBeenCalled();
    await pickOption(/^Day/, '29');
    expect(screen.getByTestId('value').textContent).toBe('2000-02-29');
    // 2001 is no leap year: 29 February does not exist, so the day is cleared and so is the date.
    await pickOption(/^Year/, '2001');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(await optionsOf(/^Day/)).toHaveLength(28);
  });

  it('shows the age in green from the 13th birthday on, and the under-13 message in red the day before', async () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    await pickOption(/^Month/, 'May');
    await pickOption(/^Year/, '2013');
    await pickOption(/^Day/, '10');
    const ok = await screen.findByText('You are 13 years old.');
    expect(ok.closest('[data-age-status]')?.getAttribute('data-age-status')).toBe('ok');
    await pickOption(/^Day/, '11');
    const under = await screen.findByText('You must be at least 13 years old to use this app.');
    expect(under.closest('[data-age-status]')?.getAttribute('data-age-status')).toBe('under-age');
    expect(screen.queryByText(/You are \d+ years old/)).toBeNull();
  });

  it('follows a value set from outside (a reset clears the controls)', async () => {
    const view = renderWithProviders(<DateOfBirthPicker value="1990-07-04" today={TODAY} onChange={() => {}} />);
    expect(combobox(/^Month/).textContent).toContain('July');
    expect(combobox(/^Day/).textContent).toContain('4');
    expect(combobox(/^Year/).textContent).toContain('1990');
    expect(screen.getByText('You are 35 years old.')).toBeTruthy();
    view.rerender(<DateOfBirthPicker value="" today={TODAY} onChange={() => {}} />);
    await waitFor(() => expect(combobox(/^Year/).textContent).not.toContain('1990'));
  });
});
