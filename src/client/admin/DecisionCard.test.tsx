// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { getToasts, resetToasts } from '../toasts/toast-store';
import { stubFetch } from '../test-fetch';
import { renderWithProviders } from '../test-utils';
import { DecisionCard, type DecisionAction, type DecisionReason } from './DecisionCard';
import { ADMIN_OVERVIEW_KEY } from './overview-query';
import { useDecision } from './use-decision';

configure({ asyncUtilTimeout: 4000 });

type Verb = 'keep' | 'drop' | 'burn';
const LIST_KEY = ['/api/test/items'] as const;
const valid = (r: string) => r.trim().length >= 3;

function Item({ actions, reason, locked }: { actions: DecisionAction<Verb>[]; reason?: DecisionReason; locked?: string }) {
  const list = useQuery<{ items: string[] }>({ queryKey: LIST_KEY });
  const decision = useDecision<Verb, { ok: true }>({
    url: (verb) => `/api/test/items/i1/${verb}`,
    body: (verb, text) => (verb === 'keep' ? undefined : { reason: text }),
    lists: [LIST_KEY],
    done: (_res, verb) => `Done: ${verb}`,
  });
  return (
    <DecisionCard decision={decision} label="Item one" locked={locked} reason={reason} actions={actions} failed={(e) => `Could not save. ${e.message}`} busyLabel="Saving">
      <p>Loaded {list.data?.items.length ?? 0}</p>
    </DecisionCard>
  );
}

const keep: DecisionAction<Verb> = { verb: 'keep', label: 'Keep', color: 'success', variant: 'contained' };
const drop: DecisionAction<Verb> = { verb: 'drop', label: 'Drop', color: 'error', variant: 'outlined', needsReason: true };
const burn: DecisionAction<Verb> = {
  verb: 'burn',
  label: 'Burn',
  color: 'error',
  variant: 'outlined',
  needsReason: true,
  confirm: { title: 'Burn it?', body: 'It is gone for good.', confirmLabel: 'Burn for good', cancelLabel: 'Cancel', destructive: true },
};
const reason: DecisionReason = { label: 'Reason', valid, invalid: 'Too short' };

/** A query client that already holds the admin overview, so its invalidation can be seen. */
function withOverview() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(ADMIN_OVERVIEW_KEY, { counts: [{ key: 'test.items', labelKey: 'x', count: 1 }] });
  return queryClient;
}

describe('DecisionCard with useDecision', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('posts the verdict, shows a toast, and refreshes the page’s list and the admin overview', async () => {
    let items = ['i1', 'i2'];
    const calls = stubFetch({
      'GET /api/test/items': () => Response.json({ items }),
      'POST /api/test/items/i1/keep': () => {
        items = ['i2'];
        return Response.json({ ok: true });
      },
    });
    const queryClient = withOverview();
    renderWithProviders(<Item actions={[keep, drop]} reason={reason} />, { queryClient });
    const card = screen.getByRole('article', { name: 'Item one' });
    expect(await within(card).findByText('Loaded 2')).toBeTruthy();
    expect(queryClient.getQueryState(ADMIN_OVERVIEW_KEY)?.isInvalidated).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Keep' }));
    expect(await within(card).findByText('Loaded 1')).toBeTruthy();
    expect(getToasts().map((t) => t.title)).toEqual(['Done: keep']);
    expect(queryClient.getQueryState(ADMIN_OVERVIEW_KEY)?.isInvalidated).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/test/items/i1/keep', body: undefined }]);
  });

  it('needs a valid reason for the verdicts that ask for one, and sends it trimmed', async () => {
    const calls = stubFetch({ 'GET /api/test/items': { items: [] }, 'POST /api/test/items/i1/drop': { ok: true } });
    renderWithProviders(<Item actions={[keep, drop]} reason={reason} />, { queryClient: withOverview() });
    const card = screen.getByRole('article', { name: 'Item one' });
    const dropButton = within(card).getByRole('button', { name: 'Drop' });
    expect(dropButton).toHaveProperty('disabled', true);
    expect(within(card).getByRole('button', { name: 'Keep' })).toHaveProperty('disabled', false);
    await userEvent.type(within(card).getByRole('textbox', { name: 'Reason' }), 'No');
    expect(within(card).getByText('Too short')).toBeTruthy();
    expect(dropButton).toHaveProperty('disabled', true);
    await userEvent.type(within(card).getByRole('textbox', { name: 'Reason' }), 'pe, spam ');
    expect(dropButton).toHaveProperty('disabled', false);
    await userEvent.click(dropButton);
    await waitFor(() => expect(getToasts().map((t) => t.title)).toEqual(['Done: drop']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Nope, spam' });
  });

  it('shows the error alert on a failed decision, without a toast, and still refreshes the overview', async () => {
    stubFetch({
      'GET /api/test/items': { items: ['i1'] },
      'POST /api/test/items/i1/keep': () => Response.json({ error: 'Someone else decided first.', code: 'CONFLICT' }, { status: 409 }),
    });
    const queryClient = withOverview();
    renderWithProviders(<Item actions={[keep]} />, { queryClient });
    const card = screen.getByRole('article', { name: 'Item one' });
    await userEvent.click(within(card).getByRole('button', { name: 'Keep' }));
    expect((await within(card).findByRole('alert')).textContent).toMatch(/^Could not save\. 409: /);
    expect(getToasts()).toEqual([]);
    await waitFor(() => expect(queryClient.getQueryState(ADMIN_OVERVIEW_KEY)?.isInvalidated).toBe(true));
  });

  it('asks first for a verdict with a confirmation; a reason in the dialog gates the confirm button; errors show in the dialog', async () => {
    let fail = true;
    const calls = stubFetch({
      'GET /api/test/items': { items: ['i1'] },
      'POST /api/test/items/i1/burn': () => (fail ? Response.json({ error: 'Storage down', code: 'INTERNAL' }, { status: 500 }) : Response.json({ ok: true })),
    });
    renderWithProviders(<Item actions={[burn]} reason={{ ...reason, inDialog: true, required: true }} />, { queryClient: withOverview() });
    const card = screen.getByRole('article', { name: 'Item one' });
    expect(within(card).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Burn' }));
    let dialog = await screen.findByRole('dialog', { name: 'Burn it?' });
    const confirm = within(dialog).getByRole('button', { name: 'Burn for good' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Broken beyond repair');
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Storage down/);
    expect(getToasts()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('alert').textContent).toMatch(/Storage down/);

    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Burn' }));
    dialog = await screen.findByRole('dialog', { name: 'Burn it?' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Burn for good' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToasts().map((t) => t.title)).toEqual(['Done: burn']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ reason: 'Broken beyond repair' }, { reason: 'Broken beyond repair' }]);
  });

  it('locks every control and says why', () => {
    stubFetch({ 'GET /api/test/items': { items: [] } });
    renderWithProviders(<Item actions={[keep, burn]} reason={reason} locked="Your own work: someone else decides" />);
    const card = screen.getByRole('article', { name: 'Item one' });
    expect(within(card).getByText('Your own work: someone else decides')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Keep' })).toHaveProperty('disabled', true);
    expect(within(card).getByRole('button', { name: 'Burn' })).toHaveProperty('disabled', true);
    expect(within(card).getByRole('textbox', { name: 'Reason' })).toHaveProperty('disabled', true);
  });
});
