import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formResolver } from './formResolver';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'required')),
  speech: z.object({ rate: z.number().check(z.maximum(2, 'invalid')) }),
});

const resolve = (values: unknown) =>
  formResolver<{ name: string; speech: { rate: number } }>(schema)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('formResolver (zod/mini for React Hook Form)', () => {
  it('passes valid values through', async () => {
    expect(await resolve({ name: 'default', speech: { rate: 1 } })).toEqual({
      values: { name: 'default', speech: { rate: 1 } },
      errors: {},
    });
  });

  it('puts each reason at its field, nested paths included, and sends no values', async () => {
    expect(await resolve({ name: '', speech: { rate: 3 } })).toEqual({
      values: {},
      errors: {
        name: { type: 'validate', message: 'required' },
        speech: { rate: { type: 'validate', message: 'invalid' } },
      },
    });
  });
});
