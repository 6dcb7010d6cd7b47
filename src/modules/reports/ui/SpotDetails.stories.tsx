import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Hazard, ReportSize } from '../../tasks/contract';
import { PhotoAnalysisStatus } from './PhotoAnalysisStatus';
import { SpotDetails } from './SpotDetails';

/** The Report screen's size and hazards (issue 24), with the state of the AI's first look above them. */
function SpotStep({ initialSize = null, initialHazards = [], analysis }: { initialSize?: ReportSize | null; initialHazards?: Hazard[]; analysis: Parameters<typeof PhotoAnalysisStatus>[0]['state'] }) {
  const [size, setSize] = useState<ReportSize | null>(initialSize);
  const [hazards, setHazards] = useState<Hazard[]>(initialHazards);
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 24 }}>
      <PhotoAnalysisStatus state={analysis} onCancel={() => {}} />
      <SpotDetails size={size} onSizeChange={setSize} hazards={hazards} onHazardsChange={setHazards} />
    </div>
  );
}

const meta = {
  title: 'Reports/SpotDetails',
  component: SpotStep,
  args: { analysis: { status: 'idle' } },
} satisfies Meta<typeof SpotStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Looking: Story = { args: { analysis: { status: 'looking' } } };
export const NoAiKey: Story = { args: { analysis: { status: 'unavailable', reason: 'no_api_key' } } };
export const HazardousSuggestion: Story = {
  args: {
    initialSize: 'wheelbarrow',
    initialHazards: ['glass', 'sharps'],
    analysis: {
      status: 'done',
      result: {
        id: 'a1',
        available: true,
        reason: null,
        suggestions: [{ category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: null, count: 4 }],
        analysis: { items: ['4 plastic bottles'], toolsNeeded: ['gloves'], hazardous: true, confidence: 0.8 },
      },
    },
  },
};
