import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router';

/**
 * Opens the flow a subflow step calls. `nodrag nopan nokey`: React Flow neither drags the canvas
 * from it nor takes its Enter as selecting the step; a click elsewhere on the step selects as
 * ever, and this small target only navigates.
 */
export function StepOpenLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="flow-node__open nodrag nopan nokey"
      aria-label={label}
      title={label}
      // The step is not selected on the way out: the click is the link's alone.
      onClick={(event) => event.stopPropagation()}
    >
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
