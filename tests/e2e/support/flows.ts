import type { Page } from 'playwright-core';
import { scene } from '../../support/images';

/**
 * Reports trash as the page's own (guest) user through POST /api/reports, from inside the page so the
 * session cookie is used: a generated littered scene (the local verifier verifies it against
 * `scene({ litter: 0, retake: true })`).
 */
export async function reportTrashFromPage(page: Page, where: { location: string; spot: { latitude: number; longitude: number } }): Promise<{ status: number; taskId: string | null }> {
  const photo = (await scene({ litter: 80, seed: 7 })).toString('base64');
  return page.evaluate(
    async ({ photo, location, spot }) => {
      const me = (await (await fetch('/api/guest/validate')).json()) as { user: { id: string } };
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const form = new FormData();
      const fields: Record<string, string> = {
        userId: me.user.id, imageUrl: 'placeholder', location, latitude: String(spot.latitude), longitude: String(spot.longitude),
        wasteType: 'Mixed', estimatedEffort: '15', priority: 'medium', reward: '10',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('image', new Blob([bytes], { type: 'image/webp' }), 'trash.webp');
      const res = await fetch('/api/reports', { method: 'POST', body: form });
      const body = (await res.json().catch(() => null)) as { task?: { id: string } } | null;
      return { status: res.status, taskId: body?.task?.id ?? null };
    },
    { photo, location: where.location, spot: where.spot },
  );
}

/** After 'Create Profile' the auth module offers a passkey in the same dialog; tests that do not add one skip it. */
export async function skipPasskeyStep(page: Page): Promise<void> {
  const step = page.getByRole('dialog', { name: 'Add a passkey' });
  await step.getByRole('button', { name: 'Skip for now' }).click({ timeout: 30_000 });
  await step.waitFor({ state: 'detached' });
}

/** Waits until the header shows the session's person (their level in 'Your progress'). */
export async function waitForSession(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Your progress' }).getByText(/^Level \d+$/).waitFor({ timeout: 20_000 });
}

/**
 * Registers the page's guest the way the create-profile dialog does (POST create-profile), reloads so
 * the app shows the registered person, and closes the champion-name dialog it offers once per
 * browser session.
 */
export async function registerFromPage(page: Page, username: string): Promise<void> {
  const status = await page.evaluate(async (username) => {
    const me = (await (await fetch('/api/guest/validate')).json()) as { user: { id: string } };
    const res = await fetch(`/api/users/${me.user.id}/create-profile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: username, username, gender: 'Diverse', dateOfBirth: '1990-05-05' }),
    });
    return res.status;
  }, username);
  if (status !== 200) throw new Error(`create-profile for ${username} answered ${status}`);
  await page.reload();
  await waitForSession(page);
  const names = page.getByRole('dialog', { name: 'Choose Your Champion Name' });
  await names.waitFor({ timeout: 8_000 }).then(
    () => page.keyboard.press('Escape'),
    () => undefined,
  );
  await names.waitFor({ state: 'detached' });
}
