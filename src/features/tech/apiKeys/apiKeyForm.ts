import { z } from 'zod/mini';
import {
  API_KEY_INPUT_LIMITS,
  API_KEY_SCOPE_VALUES,
  type ApiKeyInput,
  type ApiKeyScope,
} from '../../../lib/api-client/schema';

export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

export interface ApiKeyFormValues {
  name: string;
  scopes: ApiKeyScope[];
  expiry: ExpiryChoice;
}

export const EMPTY_API_KEY: ApiKeyFormValues = { name: '', scopes: [], expiry: '90' };

export const apiKeyFormSchema = z.object({
  name: z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(API_KEY_INPUT_LIMITS.name.maxLength, 'too_long'),
  ),
  scopes: z.array(z.enum(API_KEY_SCOPE_VALUES)).check(z.minLength(1, 'required')),
  expiry: z.enum(EXPIRY_CHOICES),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's choice as the request: an expiry in days from `now`, or none. */
export function apiKeyInput(values: ApiKeyFormValues, now: number = Date.now()): ApiKeyInput {
  return {
    name: values.name.trim(),
    scopes: values.scopes,
    expiresAt:
      values.expiry === 'never'
        ? null
        : new Date(now + Number(values.expiry) * DAY_MS).toISOString(),
  };
}

export const SCOPE_KEYS = {
  'conversations.read': 'tech.apiKeys.scopes.conversationsRead',
  'recordings.read': 'tech.apiKeys.scopes.recordingsRead',
  'dashboard.read': 'tech.apiKeys.scopes.dashboardRead',
  'bots.read': 'tech.apiKeys.scopes.botsRead',
  'bots.train': 'tech.apiKeys.scopes.botsTrain',
} as const satisfies Record<ApiKeyScope, string>;
