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
