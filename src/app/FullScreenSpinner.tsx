import styles from './FullScreenSpinner.module.css';

export const SPINNER_SIZE = 80;

/**
 * Spec §2: a centred full-screen spinner of size 80 until the portal settings have loaded.
 * Drawn in SVG + CSS (the look of MUI's CircularProgress) because MUI is not loaded yet.
 */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className={styles.screen}>
      <svg
        className={styles.spinner}
        role="progressbar"
        aria-label={label}
        width={SPINNER_SIZE}
        height={SPINNER_SIZE}
        viewBox="22 22 44 44"
      >
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  );
}
