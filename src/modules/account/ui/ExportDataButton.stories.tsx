import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Toasts } from '../../../client/app/shell/Toasts';
import type { DownloadProgress } from './api/download-export';
import { ExportDataButton } from './ExportDataButton';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A stand-in download: 20 chunks over about 3 seconds, with or without a known size. */
const slowDownload = (knownSize: boolean) => async (onProgress?: (p: DownloadProgress) => void) => {
  const total = 48_000;
  for (let loaded = 0; loaded <= total; loaded += total / 20) {
    onProgress?.({ loaded, total: knownSize ? total : null, percent: knownSize ? Math.round((loaded / total) * 100) : null });
    await wait(150);
  }
  return { blob: new Blob(['{}'], { type: 'application/json' }), fileName: 'cleanquest-data-2026-11-22.json' };
};
const failingDownload = async () => {
  await wait(800);
  throw new Error('500: Something went wrong');
};
const noSave = () => {};

const meta = {
  title: 'Account/ExportDataButton',
  component: ExportDataButton,
  args: { save: noSave },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toasts />
      </>
    ),
  ],
} satisfies Meta<typeof ExportDataButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Press it: progress climbs to 100 %, then 'Data exported'. */
export const WithProgress: Story = { args: { download: slowDownload(true) } };
/** The server did not send a size: an indeterminate bar with the bytes received. */
export const UnknownSize: Story = { args: { download: slowDownload(false) } };
/** Press it: 'Export failed' / 'Failed to export data. Please try again.' */
export const Failing: Story = { args: { download: failingDownload } };
export const Contained: Story = { args: { download: slowDownload(true), variant: 'contained', fullWidth: true } };
