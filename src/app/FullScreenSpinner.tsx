import { SPINNER } from './spinnerGeometry';

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
        width={SPINNER.size}
        height={SPINNER.size}
        viewBox={SPINNER.viewBox}
      >
        <circle
          className="boot-circle"
          cx={SPINNER.center}
          cy={SPINNER.center}
          r={SPINNER.radius}
          fill="none"
          strokeWidth={SPINNER.strokeWidth}
        />
      </svg>
    </div>
  );
}
