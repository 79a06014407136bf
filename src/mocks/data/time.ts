export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a moment, in UTC. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of a `YYYY-MM-DD` day. */
export const startOfDay = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

export const iso = (ms: number) => new Date(ms).toISOString();
