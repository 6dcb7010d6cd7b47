import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-webpack5';
import { presetApplied, settingChanged, type PresetId } from '../../accessibility/accessibility-slice';
import { readSystemPreferences } from '../../accessibility/hooks';
import { useAppDispatch } from '../../hooks';
import AccessibilityPage from './AccessibilityPage';

/** Applies a preset (and extra settings) to the shared story store before the page shows. */
function WithSettings({ preset, screenReader, children }: { preset: PresetId; screenReader?: boolean; children: ReactNode }) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(presetApplied({ preset, system: readSystemPreferences() }));
    if (screenReader !== undefined) dispatch(settingChanged({ setting: 'screenReader', value: screenReader }));
  }, [dispatch, preset, screenReader]);
  return <>{children}</>;
}

const withPreset =
  (preset: PresetId): Decorator =>
  (Story) => (
    <WithSettings preset={preset}>
      <Story />
    </WithSettings>
  );

const meta = {
  title: 'Screens/AccessibilityPage',
  component: AccessibilityPage,
  parameters: { route: '/accessibility' },
} satisfies Meta<typeof AccessibilityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withPreset('default')] };
/** High contrast and 120 % text. */
export const LowVision: Story = { decorators: [withPreset('lowVision')] };
export const MotionSensitive: Story = { decorators: [withPreset('motionSensitive')] };
export const KeyboardOnly: Story = { decorators: [withPreset('keyboardOnly')] };
export const ScreenReader: Story = { decorators: [withPreset('screenReader')] };
