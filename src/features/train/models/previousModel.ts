import type { Model } from '../../../lib/api-client/schema';

/** The model to roll back to: the one active most recently before the active one. */
export function previousModel(models: Model[]): Model | undefined {
  return models
    .filter((model) => !model.active && model.activatedAt !== null)
    .sort((a, b) => (b.activatedAt ?? '').localeCompare(a.activatedAt ?? ''))[0];
}
