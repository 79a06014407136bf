import { z } from 'zod/mini';
import { CONFIG_REASONS } from './configFormSchema';
import { compactPhoneNumber, isE164 } from './e164';

const text = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(max, 'too_long'),
  );

/** A phone number as the add dialog takes it: typed with spaces, sent in E.164. */
export const phoneNumberSchema = z.object({
  number: z
    .pipe(
      z.string().check(z.refine((value) => value.trim() !== '', 'required')),
      z.transform(compactPhoneNumber),
    )
    .check(z.refine(isE164, CONFIG_REASONS.e164)),
  provider: text(64),
  environment: z.enum(['production', 'staging']),
  label: z.string().check(z.maxLength(64, 'too_long')),
});
