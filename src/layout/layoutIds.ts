/** DOM ids the layout's parts refer to each other by (skip link, menu toggle). */
export const MAIN_CONTENT_ID = 'main-content';
export const NAV_ID = 'main-navigation';

export const DRAWER_WIDTH = 256;
/** The docked navigation with icons only (a workspace page below 1600 px). */
export const COMPACT_DRAWER_WIDTH = 72;
