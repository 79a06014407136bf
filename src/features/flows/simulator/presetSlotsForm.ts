import { z } from 'zod/mini';
import { SIMULATOR_START_LIMITS, SLOT_NAME_LIMITS } from '../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../lib/forms/fieldErrorMessage';
import type { FieldErrorText } from '../../../lib/forms/fields/fieldErrorText';

/** A slot's name as flows write it (the contract's rule): `customer_number`, `plan2`. */
export const SLOT_NAME_PATTERN = SLOT_NAME_LIMITS.pattern;
/** The contract's limit for a preset slot value. */
export const SLOT_VALUE_MAX_LENGTH = SIMULATOR_START_LIMITS.slots.maxLength;
/** The contract's limit for a slot's name: any slot a flow uses fits. */
export const SLOT_NAME_MAX_LENGTH = SLOT_NAME_LIMITS.maxLength;

export interface PresetSlotsValues {
  slots: { name: string; value: string }[];
}

/** One row ready to fill in, for "Add slot". */
export const EMPTY_SLOT_ROW = { name: '', value: '' } as const;

/** The rows the dialog opens with: the running conversation's slots, so it can go on from them. */
export const toPresetRows = (slots: Record<string, string>): PresetSlotsValues => ({
  slots: Object.entries(slots).map(([name, value]) => ({ name, value })),
});

/** The checked rows as the contract's slot map. */
export const toSlotMap = (values: PresetSlotsValues): Record<string, string> =>
  Object.fromEntries(values.slots.map((row) => [row.name.trim(), row.value]));

const slotName = z.string().check(
  z.superRefine((value, context) => {
    const name = value.trim();
    const reason =
      name === ''
        ? 'required'
        : name.length > SLOT_NAME_MAX_LENGTH
          ? 'too_long'
          : SLOT_NAME_PATTERN.test(name)
            ? undefined
            : 'slot_name';
    if (reason) context.issues.push({ code: 'custom', message: reason, input: value });
  }),
);

/**
 * Each row a slot name of the flows' shape and a value the contract takes; a name given twice is
 * marked on its second row (the map sent could keep only one of them).
 */
export const presetSlotsSchema = z
  .object({
    slots: z.array(
      z.object({
        name: slotName,
        value: z.string().check(z.maxLength(SLOT_VALUE_MAX_LENGTH, 'too_long')),
      }),
    ),
  })
  .check(
    z.superRefine((values, context) => {
      const seen = new Set<string>();
      values.slots.forEach((row, index) => {
        const name = row.name.trim();
        if (name && seen.has(name)) {
          context.issues.push({
            code: 'custom',
            message: 'duplicate',
            input: row.name,
            path: ['slots', index, 'name'],
          });
        }
        seen.add(name);
      });
    }),
  );

const REASON_KEYS = {
  slot_name: 'flows.simulator.fromHere.slotNameRule',
  duplicate: 'flows.simulator.fromHere.duplicate',
} as const;

/** This form's own reasons as sentences; the shared ones as everywhere. */
export const presetSlotsErrorText: FieldErrorText = (t, reason) => {
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
  return key ? t(key) : fieldErrorMessage(t, reason);
};
