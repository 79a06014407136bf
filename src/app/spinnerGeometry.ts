/**
 * The boot spinner's drawing (the look of MUI's CircularProgress), shared by FullScreenSpinner
 * and the copy index.html draws before any script runs. Spec: 80 px.
 */
export const SPINNER = {
  size: 80,
  viewBox: '22 22 44 44',
  center: 44,
  radius: 20.2,
  strokeWidth: 3.6,
} as const;
