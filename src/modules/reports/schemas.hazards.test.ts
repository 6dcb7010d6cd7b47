import { describe, expect, it } from 'vitest';
import { reportFieldsSchema } from './schemas';

const base = { userId: 'u1', location: 'Riverbank' };
const cast = (extra: Record<string, unknown>) => reportFieldsSchema.validate({ ...base, ...extra }, { abortEarly: false });

describe('report fields of issue 24: size, hazards, analysisId', () => {
  it('takes hazards as JSON text, one id or the field repeated, without duplicates', async () => {
    expect((await cast({ hazards: '["glass","sharps"]' })).hazards).toEqual(['glass', 'sharps']);
    expect((await cast({ hazards: 'asbestos' })).hazards).toEqual(['asbestos']);
    expect((await cast({ hazards: ['glass', 'glass', 'heavy'] })).hazards).toEqual(['glass', 'heavy']);
    expect((await cast({ hazards: '' })).hazards).toEqual([]);
    expect((await cast({})).hazards).toBeUndefined();
  });

  it('refuses unknown hazards, sizes and ids', async () => {
    await expect(cast({ hazards: '["glass","lava"]' })).rejects.toThrow(/hazards must be a list/);
    await expect(cast({ hazards: '[not json' })).rejects.toThrow(/hazards must be a list/);
    await expect(cast({ size: 'truck' })).rejects.toThrow('size must be bag, wheelbarrow or car_load');
    await expect(cast({ analysisId: 'abc' })).rejects.toThrow('analysisId must be a valid id');
  });

  it('takes a size and an analysis id; empty fields are unset', async () => {
    const v = await cast({ size: 'car_load', analysisId: '6f1c2a4e-1111-4222-8333-444455556666' });
    expect(v).toMatchObject({ size: 'car_load', analysisId: '6f1c2a4e-1111-4222-8333-444455556666' });
    const empty = await cast({ size: '', analysisId: '' });
    expect(empty.size).toBeUndefined();
    expect(empty.analysisId).toBeUndefined();
  });
});
