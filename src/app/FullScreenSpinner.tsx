import { SPINNER_SIZE } from './spinnerSize';

/**
 * Spec §2: a centred full-screen spinner of size 80 until the portal settings have loaded.
 * Drawn in SVG + CSS (the look of MUI's CircularProgress) because MUI is not loaded yet; the
 * classes live in base.css because index.html draws the same spinner before any script runs.
 */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="boot-screen">
      <svg
        className="boot-spinner"
        role="progressbar"
        aria-label={label}
        width={SPINNER_SIZE}
        height={SPINNER_SIZE}
        viewBox="22 22 44 44"
      >
        <circle className="boot-circle" cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  );
}
