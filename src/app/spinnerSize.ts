/** Spec: the full-screen spinner until the settings have loaded is 80 px. */
export const SPINNER_SIZE = 80;
