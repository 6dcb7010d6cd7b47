import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { yupValidator } from './yup-validator';

const schema = yup.object({
  name: yup.string().min(3, 'Too short').required('Required'),
  tags: yup.array(yup.string().matches(/^a/, 'Starts with a')),
});

describe('yupValidator', () => {
  it('returns undefined for valid values', () => {
    expect(yupValidator(schema)({ name: 'Anna', tags: ['ab'] })).toBeUndefined();
  });
  it('lists the first message per field, nested paths included, translated', () => {
    expect(yupValidator(schema)({ name: 'An', tags: ['ab', 'b'] })).toEqual({ name: 'Too short', tags: [undefined, 'Starts with a'] });
    expect(yupValidator(schema, (m) => `!${m}`)({})).toEqual({ name: '!Required' });
  });
});
