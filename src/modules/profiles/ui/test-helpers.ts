import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The combobox of an MUI select, by its label (querySelector, not *ByRole: role queries are slow in jsdom). */
export function selectBox(label: RegExp): HTMLElement {
  const boxes = [...document.querySelectorAll<HTMLElement>('[role="combobox"]')];
  const found = boxes.find((b) => {
    const ids = (b.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    const name = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    return label.test(name);
  });
  if (!found) throw new Error(`No select labelled ${label}`);
  return found;
}

async function openListbox(label: RegExp): Promise<HTMLElement> {
  fireEvent.mouseDown(selectBox(label));
  return waitFor(() => {
    const lb = document.querySelector<HTMLElement>('[role="listbox"]');
    if (!lb) throw new Error('listbox not open');
    return lb;
  });
}

/** Opens an MUI select by its label and picks the option with this text. */
export async function pickOption(label: RegExp, option: string) {
  const listbox = await openListbox(label);
  const item = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === option);
  if (!item) throw new Error(`No option ${option}`);
  fireEvent.click(item);
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}

/** The options an MUI select offers (opens it, reads them, closes it with Escape). */
export async function optionsOf(label: RegExp): Promise<string[]> {
  const listbox = await openListbox(label);
  const names = [...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
  return names;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

