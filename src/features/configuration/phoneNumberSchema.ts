import { z } from 'zod/mini';
import { toE164 } from './e164';

const text = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(max, 'too_long'),
  );

/** The number as typed, sent in E.164; its reason code when it is not a phone number. */
const phoneNumber = z.pipe(
  z.string().check(z.refine((value) => value.trim() !== '', 'required')),
  z.transform((value: string, ctx) => {
    const result = toE164(value);
    if ('number' in result) return result.number;
    ctx.issues.push({ code: 'custom', message: result.reason, input: value });
    return z.NEVER;
  }),
);

/** A phone number as the add dialog takes it: typed as people write it, sent in E.164. */
export const phoneNumberSchema = z.object({
  number: phoneNumber,
  provider: text(64),
  environment: z.enum(['production', 'staging']),
  label: z.string().check(z.maxLength(64, 'too_long')),
});
