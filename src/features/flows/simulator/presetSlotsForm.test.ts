import { describe, expect, it } from 'vitest';
import { presetSlotsSchema, toPresetRows, toSlotMap } from './presetSlotsForm';

const reasons = (slots: { name: string; value: string }[]) => {
  const result = presetSlotsSchema.safeParse({ slots });
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the preset slots form', () => {
  it('takes slot names of the flows’ shape and values up to 200 characters', () => {
    expect(reasons([{ name: 'customer_number', value: '4711' }])).toEqual([]);
    expect(reasons([{ name: 'plan2', value: 'x'.repeat(200) }])).toEqual([]);
    expect(reasons([{ name: 'Plan', value: '' }])).toEqual([['slots.0.name', 'slot_name']]);
    expect(reasons([{ name: '2nd', value: '' }])).toEqual([['slots.0.name', 'slot_name']]);
    expect(reasons([{ name: ' ', value: '' }])).toEqual([['slots.0.name', 'required']]);
    expect(reasons([{ name: 'plan', value: 'x'.repeat(201) }])).toEqual([
      ['slots.0.value', 'too_long'],
    ]);
  });

  it('marks a name given twice on its second row', () => {
    expect(
      reasons([
        { name: 'plan', value: 'a' },
        { name: 'tier', value: 'b' },
        { name: 'plan ', value: 'c' },
      ]),
    ).toEqual([['slots.2.name', 'duplicate']]);
  });

  it('turns rows into the contract’s slot map and back', () => {
    const rows = toPresetRows({ plan: 'gold', tier: '' });
    expect(rows.slots).toEqual([
      { name: 'plan', value: 'gold' },
      { name: 'tier', value: '' },
    ]);
    expect(toSlotMap({ slots: [{ name: ' plan ', value: ' gold' }] })).toEqual({ plan: ' gold' });
  });
});
