import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ValidationResultsCard } from './ValidationResultsCard';

const meta: Meta<typeof ValidationResultsCard> = {
  title: 'Actions/ValidationResultsCard',
  component: ValidationResultsCard,
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof ValidationResultsCard>;

/** Low risk (green): a form submission without location or evidence. */
export const Valid: Story = {
  args: {
    validation: {
      isValid: true,
      errors: [],
      fieldErrors: [],
      potentialXP: 79,
      potentialCoins: 7,
      estimatedImpact: 31.8573,
      riskScore: 0.19,
      flags: ['missing_location', 'missing_evidence'],
    },
  },
};

/** Risk at or above 0.3 (yellow): held for a moderator when submitted. */
export const ElevatedRisk: Story = {
  args: {
    validation: {
      isValid: true,
      errors: [],
      fieldErrors: [],
      potentialXP: 255,
      potentialCoins: 25,
      estimatedImpact: 0,
      riskScore: 0.5125,
      flags: ['quantity_above_typical', 'repeated_title', 'missing_evidence'],
    },
  },
};

export const NoFlags: Story = {
  args: { validation: { isValid: true, errors: [], fieldErrors: [], potentialXP: 126, potentialCoins: 12, estimatedImpact: 60.4935, riskScore: 0, flags: [] } },
};

export const Invalid: Story = {
  args: {
    validation: {
      isValid: false,
      errors: ['Title must be at least 3 characters', 'Quantity must be at least 0.1', 'Unit must be one of: kg, lbs, items'],
      fieldErrors: [],
      potentialXP: 0,
      potentialCoins: 0,
      estimatedImpact: 0,
      riskScore: 0,
      flags: [],
    },
  },
};

export const German: Story = { ...Valid, globals: { locale: 'de' } };
