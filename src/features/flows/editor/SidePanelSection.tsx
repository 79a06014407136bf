import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { usePanelFolds, type PanelId } from './workspace/panelFolds';

export interface SidePanelSectionProps {
  panel: PanelId;
  title: string;
  children: ReactNode;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * One titled panel beside the canvas (step settings, problems, the simulator), a region for
 * screen readers. Docked, its title is a disclosure button that folds it; folded, its content
 * stays mounted (a test conversation goes on) but hidden.
 */
export function SidePanelSection({ panel, title, children, onKeyDown }: SidePanelSectionProps) {
  const titleId = useId();
  const bodyId = useId();
  const folds = usePanelFolds();
  const folded = folds?.folded.has(panel) ?? false;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-panel={panel}
      onKeyDown={onKeyDown}
      sx={{ p: 2 }}
    >
      <Typography
        id={titleId}
        variant="h6"
        component="h2"
        sx={{ mb: folded ? 0 : 1.5, display: 'flex' }}
      >
        {folds ? (
          <ButtonBase
            aria-expanded={!folded}
            aria-controls={bodyId}
            onClick={() => folds.toggle(panel)}
            sx={{
              flex: 1,
              justifyContent: 'space-between',
              gap: 1,
              font: 'inherit',
              textAlign: 'start',
              borderRadius: 1,
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            {title}
            {folded ? <ExpandMoreIcon aria-hidden /> : <ExpandLessIcon aria-hidden />}
          </ButtonBase>
        ) : (
          title
        )}
      </Typography>
      <div id={bodyId} hidden={folded}>
        {children}
      </div>
    </Paper>
  );
}
