// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { FALLBACK_GUEST, type CurrentUser } from '../../../client/session/current-user';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { SubmissionDto, TaskConfigResponse, ValidationDto } from '../contract';
import SubmitTaskPage from './SubmitTaskPage';

configure({ asyncUtilTimeout: 4000 });

const user: CurrentUser = { ...FALLBACK_GUEST, userId: 'u1', username: 'tester' };
const config: TaskConfigResponse = {
  taskTypes: [
    { type: 'litter_pickup', units: ['kg', 'lbs', 'items'], baseUnit: 'kg' },
    { type: 'beach_cleanup', units: ['kg', 'lbs', 'items'], baseUnit: 'kg' },
    { type: 'tree_planting', units: ['trees'], baseUnit: 'trees' },
    { type: 'cycling', units: ['km', 'miles'], baseUnit: 'km' },
    { type: 'mystery_task', units: ['kg'], baseUnit: 'kg' },
  ],
};
const valid: ValidationDto = {
  isValid: true,
  errors: [],
  fieldErrors: [],
  potentialXP: 28,
  potentialCoins: 2,
  estimatedImpact: 12.3456,
  riskScore: 0.19,
  flags: ['missing_location', 'missing_evidence'],
};
const submission = (i: number, patch: Partial<SubmissionDto> = {}): SubmissionDto => ({
  id: `s${i}`,
  title: `Cleanup ${i}`,
  description: null,
  quantity: 2.5,
  unit: 'kg',
  taskType: 'beach_cleanup',
  taskSubtype: null,
  status: 'approved',
  actualXP: 28,
  actualCoins: 2,
  potentialXP: 28,
  potentialCoins: 2,
  estimatedImpact: 0,
  riskScore: 0.19,
  flags: [],
  location: null,
  latitude: null,
  longitude: null,
  submissionTimestamp: '2026-11-22T10:00:00.000Z',
  actualTimestamp: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...patch,
});

interface Server {
  config?: () => Response | Promise<Response>;
  submissions?: () => SubmissionDto[];
  validate?: (body: Record<string, unknown>) => Response;
  submit?: (body: Record<string, unknown>) => Response;
}
let calls: RecordedCall[] = [];

function serve(server: Server = {}) {
  calls = stubFetch(({ url, body }) => {
    const sent = body as Record<string, unknown>;
    if (url === '/api/tasks/config') return server.config ? server.config() : Response.json(config);
    if (url === '/api/tasks/submissions') return Response.json({ submissions: server.submissions?.() ?? [] });
    if (url === '/api/tasks/validate') return server.validate ? server.validate(sent) : Response.json({ validation: valid });
    if (url === '/api/tasks/submit') return server.submit ? server.submit(sent) : Response.json({ submission: submission(1), validation: valid }, { status: 201 });
    return undefined;
  });
}

beforeEach(() => serve());
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function setup(geolocation: Geolocation | null = fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 8 }).geolocation) {
  const ue = userEvent.setup({ delay: null });
  const view = renderWithProviders(<SubmitTaskPage geolocation={geolocation} />, { user });
  return { ...view, ue };
}

const typeSelect = () => screen.getByRole('combobox', { name: /Task Type/ });
const unitSelect = () => screen.getByRole('combobox', { name: /Unit/ });
const title = () => screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
const quantity = () => screen.getByRole('spinbutton', { name: /Quantity/ }) as HTMLInputElement;

async function choose(ue: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await ue.click(select);
  await ue.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function fillBeachCleanup(ue: ReturnType<typeof userEvent.setup>) {
  await choose(ue, await screen.findByRole('combobox', { name: /Task Type/ }), 'Beach cleanup');
  await ue.clear(title());
  await ue.click(title());
  await ue.paste('Beach cleanup at Santa Monica');
  await ue.clear(quantity());
  await ue.click(quantity());
  await ue.paste('4.5');
}

describe('Submit Task page', () => {
  it('shows the loading spinner, then the form with the spec texts, placeholders and limits', async () => {
    let release!: () => void;
    serve({ config: () => new Promise<Response>((r) => (release = () => r(Response.json(config)))) });
    setup();
    expect(await screen.findByText('Loading task configurations...')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit Task' })).toBeTruthy();
    expect(screen.getByText('Submit your completed environmental tasks for validation and rewards.')).toBeTruthy();
    expect(typeSelect().textContent).toContain('Select task type');
    expect(title().placeholder).toBe('e.g., Beach cleanup at Santa Monica');
    expect(screen.getByRole('textbox', { name: /Description/ }).tagName).toBe('TEXTAREA');
    expect(quantity().step).toBe('0.1');
    expect(quantity().min).toBe('0.1');
    expect(quantity().value).toBe('1');
    expect(unitSelect().textContent).toContain('kg');
    expect(screen.getByRole('button', { name: 'Get Location' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Task' })).toBeTruthy();
    expect(await screen.findByText('No submissions yet. Submit your first task above!')).toBeTruthy();
    expect(screen.queryByText('Validation Results')).toBeNull();
  });

  it('lists the types with a capital first letter and keeps the unit list to the chosen type, set to its first unit', async () => {
    const { ue } = setup();
    await ue.click(await screen.findByRole('combobox', { name: /Task Type/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Litter pickup', 'Beach cleanup', 'Tree planting', 'Cycling instead of driving', 'Mystery task']);
    await ue.keyboard('{Escape}');
    await choose(ue, typeSelect(), 'Tree planting');
    expect(unitSelect().textContent).toContain('trees');
    await ue.click(unitSelect());
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['trees']);
    await ue.keyboard('{Escape}');
    await choose(ue, typeSelect(), 'Cycling instead of driving');
    expect(unitSelect().textContent).toContain('km');
    await choose(ue, unitSelect(), 'miles');
    await choose(ue, typeSelect(), 'Beach cleanup');
    expect(unitSelect().textContent).toContain('kg');
  });

  it('asks public transport for the mode of transport, preset to the first, and sends the chosen one', async () => {
    const modes = ['bus', 'coach', 'national_rail', 'light_rail_tram', 'underground'];
    serve({ config: () => Response.json({ taskTypes: [...config.taskTypes, { type: 'public_transport', units: ['km', 'miles'], baseUnit: 'km', subtypes: modes }] }) });
    const { ue } = setup();
    await screen.findByRole('combobox', { name: /Task Type/ });
    expect(screen.queryByRole('combobox', { name: /Mode of transport/ })).toBeNull();
    await choose(ue, typeSelect(), 'Public transport instead of driving');
    const mode = () => screen.getByRole('combobox', { name: /Mode of transport/ });
    expect(mode().textContent).toContain('Local bus');
    expect(unitSelect().textContent).toContain('km');
    await ue.click(mode());
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Local bus', 'Coach', 'Train (national rail)', 'Light rail or tram', 'Underground or metro',
    ]);
    await ue.keyboard('{Escape}');
    await choose(ue, mode(), 'Train (national rail)');
    await ue.click(title());
    await ue.paste('Train to work');
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('Validation Results');
    expect(calls.filter((c) => c.url === '/api/tasks/validate').at(-1)!.body).toMatchObject({ taskType: 'public_transport', taskSubtype: 'national_rail', unit: 'km' });

    // Another type has no mode: the field goes, and nothing is sent for it.
    await choose(ue, typeSelect(), 'Cycling instead of driving');
    expect(screen.queryByRole('combobox', { name: /Mode of transport/ })).toBeNull();
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/tasks/validate')).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/tasks/validate').at(-1)!.body).not.toHaveProperty('taskSubtype');
  });

  it('shows the valid Validation Results card: message, 2-decimal impact, 1-decimal risk in green, flags with spaces', async () => {
    const { ue } = setup();
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Validation Results')).toBeTruthy();
    expect(screen.getByText("Task looks good! You'll earn 28 XP and 2 coins.")).toBeTruthy();
    expect(screen.getByTestId('impact').textContent).toBe('12.35 kg CO₂ equivalent');
    expect(screen.getByTestId('risk').textContent).toBe('19.0%');
    expect(screen.getByTestId('risk').dataset.level).toBe('low');
    expect(screen.getByText('missing location')).toBeTruthy();
    expect(screen.getByText('missing evidence')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/tasks/validate')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ taskType: 'beach_cleanup', title: 'Beach cleanup at Santa Monica', quantity: 4.5, unit: 'kg', evidenceUrls: [] });
    expect(typeof sent.submissionTimestamp).toBe('string');
  });

  it('shows an elevated risk in yellow and the invalid variant with its errors', async () => {
    let answer: ValidationDto = { ...valid, riskScore: 0.3, flags: ['quantity_above_typical'] };
    serve({ validate: () => Response.json({ validation: answer }) });
    const { ue } = setup();
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('risk').textContent).toBe('30.0%'));
    expect(screen.getByTestId('risk').dataset.level).toBe('elevated');
    expect(screen.getByText('quantity above typical')).toBeTruthy();

    answer = { ...valid, isValid: false, errors: ['Title must be at least 3 characters', 'Unit must be one of: kg, lbs, items'], potentialXP: 0, potentialCoins: 0, flags: [] };
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Task validation failed. Please fix the issues below.')).toBeTruthy();
    expect(screen.getByText('Title must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Unit must be one of: kg, lbs, items')).toBeTruthy();
    expect(screen.queryByTestId('risk')).toBeNull();
  });

  it('reads Validating... and is disabled while validating; a failed call shows the Validation Failed toast', async () => {
    let release!: (r: Response) => void;
    serve({ validate: () => new Promise<Response>((r) => (release = r)) as unknown as Response });
    const { ue } = setup();
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    const busy = await screen.findByRole('button', { name: 'Validating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release(Response.json({ error: 'Please check: Task type is not known', code: 'VALIDATION_FAILED' }, { status: 400 }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Validation Failed', description: 'Please check: Task type is not known', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Validate' })).toBeTruthy();
  });

  it('checks the fields with the shared schema before submitting', async () => {
    const { ue } = setup();
    await screen.findByRole('combobox', { name: /Task Type/ });
    await ue.clear(quantity());
    await ue.type(quantity(), '0.05');
    await ue.click(screen.getByRole('button', { name: 'Submit Task' }));
    expect(await screen.findByText('Task type is required')).toBeTruthy();
    expect(screen.getByText('Title must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Quantity must be at least 0.1')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/tasks/submit')).toBe(false);
  });

  it('submits, toasts the approval, resets the form, clears the validation and refetches the submissions', async () => {
    let list: SubmissionDto[] = [];
    serve({
      submissions: () => list,
      submit: () => {
        list = [submission(1, { title: 'Beach cleanup at Santa Monica', quantity: 4.5 })];
        return Response.json({ submission: list[0], validation: valid }, { status: 201 });
      },
    });
    const { ue } = setup();
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('Validation Results');
    await ue.click(screen.getByRole('button', { name: 'Submit Task' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Task Submitted Successfully!', description: 'Your task was submitted and approved. You earned 28 XP and 2 coins.' }),
    );
    await waitFor(() => expect(title().value).toBe(''));
    expect(typeSelect().textContent).toContain('Select task type');
    expect(quantity().value).toBe('1');
    expect(unitSelect().textContent).toContain('kg');
    expect(screen.queryByText('Validation Results')).toBeNull();
    const item = await screen.findByTestId('submission');
    expect(within(item).getByText('Beach cleanup at Santa Monica')).toBeTruthy();
    expect(within(item).getByText('Approved')).toBeTruthy();
    expect(within(item).getByText('+28 XP')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/tasks/submissions').length).toBeGreaterThanOrEqual(2);
  });

  it('says pending review for a submission held for a moderator; a failure keeps the form and shows the server message', async () => {
    let fail = false;
    serve({
      submit: () =>
        fail
          ? Response.json({ error: 'Please check: Quantity must be at least 0.1', code: 'VALIDATION_FAILED' }, { status: 400 })
          : Response.json({ submission: submission(2, { status: 'pending', actualXP: null }), validation: valid }, { status: 201 }),
    });
    const { ue } = setup();
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Submit Task' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Task Submitted Successfully!',
        description: 'Your task was submitted and is pending review. Your submission will be reviewed by a moderator.',
      }),
    );
    fail = true;
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Submit Task' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Submission Failed', description: 'Please check: Quantity must be at least 0.1', variant: 'destructive' }));
    expect(title().value).toBe('Beach cleanup at Santa Monica');
  });

  it('falls back to "Submission failed" without a server message', async () => {
    serve({ submit: () => new Response('', { status: 502 }) });
    const { ue } = setup();
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Submit Task' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Submission Failed', description: 'Submission failed' }));
  });

  it('fills latitude, longitude and accuracy from Get Location and sends them', async () => {
    const { ue } = setup();
    await fillBeachCleanup(ue);
    await ue.click(screen.getByRole('button', { name: 'Get Location' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Location Added', description: 'Your current location has been added to the submission.' }));
    expect(screen.getByTestId('coordinates').textContent).toContain('51.48280, 11.96970');
    await ue.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('Validation Results');
    expect(calls.find((c) => c.url === '/api/tasks/validate')!.body).toMatchObject({ latitude: 51.4828, longitude: 11.9697, locationAccuracy: 8 });
  });

  it('shows Location Error when the position cannot be read', async () => {
    const { ue } = setup(fakeGeolocation({ code: 2 }).geolocation);
    await ue.click(await screen.findByRole('button', { name: 'Get Location' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Location Error', description: 'Could not get your location. Please enter it manually.', variant: 'destructive' }),
    );
    expect(screen.queryByTestId('coordinates')).toBeNull();
  });

  it('lists the first 5 recent submissions with status colours', async () => {
    serve({
      submissions: () => [
        submission(1),
        submission(2, { status: 'rejected', actualXP: null }),
        submission(3, { status: 'pending', actualXP: null }),
        submission(4),
        submission(5),
        submission(6),
        submission(7),
      ],
    });
    setup();
    const items = await screen.findAllByTestId('submission');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText('2.5 kg · Beach cleanup')).toBeTruthy();
    expect(within(items[1]!).getByText('Rejected').closest('[data-status]')!.className).toMatch(/colorError/);
    expect(within(items[2]!).getByText('Pending review').closest('[data-status]')!.className).toMatch(/colorWarning/);
    expect(within(items[0]!).getByText('Approved').closest('[data-status]')!.className).toMatch(/colorSuccess/);
    expect(within(items[1]!).queryByText(/XP/)).toBeNull();
  });
});
