import type { Intent } from '../lib/api-client/schema';

/** What billing.question gets in the tests of duplicates: four of its five words are order.status's “Where is my order?”. */
export const NEAR_DUPLICATE = 'Where is my order now?';

/** Adds NEAR_DUPLICATE (English) to the seeded billing.question as `id`; returns that intent. */
export function addNearDuplicate(intents: Intent[], id: string): Intent {
  const billing = intents.find((intent) => intent.name === 'billing.question')!;
  billing.examples.push({
    id,
    text: NEAR_DUPLICATE,
    language: 'en-US',
    entities: [],
    source: 'manual',
  });
  return billing;
}
