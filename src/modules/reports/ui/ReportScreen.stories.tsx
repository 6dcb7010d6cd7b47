import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FakeXhr } from '../../../client/fake-xhr';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { FALLBACK_GUEST } from '../../../client/session/current-user';
import ReportScreen from './ReportScreen';

/** A small JPEG drawn on a canvas, chosen through the file input like a real photo. */
async function choosePhoto(root: HTMLElement) {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#6b8f71';
  g.fillRect(0, 0, 640, 480);
  g.fillStyle = '#c62828';
  g.fillRect(260, 180, 120, 160);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.8));
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File([blob], 'trash.jpg', { type: 'image/jpeg' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 50));
}

/** Uploads never finish: progress stops at 40 %. */
function stubSlowUpload() {
  const original = window.XMLHttpRequest;
  FakeXhr.reset();
  FakeXhr.onSend = (xhr) => setTimeout(() => xhr.progress(40, 100), 100);
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = original;
    FakeXhr.reset();
  };
}

const meta: Meta<typeof ReportScreen> = {
  title: 'Reports/ReportScreen',
  component: ReportScreen,
  parameters: { user: { ...FALLBACK_GUEST, userId: 'story-user' } },
  args: { geolocation: fakeGeolocation({ code: 1 }).geolocation },
};
export default meta;
type Story = StoryObj<typeof ReportScreen>;

export const Empty: Story = {};

export const PhotoChosen: Story = {
  args: { geolocation: fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 8 }).geolocation },
  play: async ({ canvasElement }) => choosePhoto(canvasElement),
};

/** The photo's reuse as open data (CC BY 4.0) allowed: the question right after the photo, ticked. */
export const PhotoReuseAllowed: Story = {
  args: { geolocation: fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 8 }).geolocation },
  play: async ({ canvasElement }) => {
    await choosePhoto(canvasElement);
    canvasElement.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
  },
};

export const Uploading: Story = {
  args: { geolocation: fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 8 }).geolocation },
  beforeEach: stubSlowUpload,
  play: async ({ canvasElement }) => {
    await choosePhoto(canvasElement);
    await new Promise((r) => setTimeout(r, 100));
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  },
};
