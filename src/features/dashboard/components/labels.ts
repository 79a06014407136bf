// Codes to translation keys as literals, so every key stays typed and findable.

export const CUSTOM_PERIOD_ERROR_KEYS = {
  required: 'dashboard.filters.errors.required',
  invalid: 'dashboard.filters.errors.invalid',
  order: 'dashboard.filters.errors.order',
  tooLong: 'dashboard.filters.errors.tooLong',
} as const;
