/** The dashboard's section headings, shared by the sections and the loading skeleton's frame. */
export const SECTION_TITLE_KEYS = {
  timeline: 'dashboard.timeline.heading',
  outcomes: 'dashboard.outcomes.heading',
  intents: 'dashboard.intents.heading',
  unrecognized: 'dashboard.unrecognized.heading',
} as const;
