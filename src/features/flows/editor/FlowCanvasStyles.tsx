import GlobalStyles from '@mui/material/GlobalStyles';
import { NODE_HEIGHT, NODE_WIDTH } from './canvasNodes';

/** The canvas nodes' look, from the theme, as plain classes (no styled component per node). */
export function FlowCanvasStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '.flow-node': {
          boxSizing: 'border-box',
          width: NODE_WIDTH,
          height: NODE_HEIGHT,
          padding: theme.spacing(1, 1.5),
          borderRadius: theme.shape.borderRadius,
          border: `1px solid ${theme.palette.divider}`,
          borderLeft: `4px solid ${theme.palette.primary.main}`,
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          fontFamily: theme.typography.fontFamily,
          overflow: 'hidden',
        },
        '.flow-node--start, .flow-node--end, .flow-node--handover': {
          borderLeftColor: theme.palette.success.main,
        },
        '.flow-node--condition, .flow-node--apiCall, .flow-node--subflow': {
          borderLeftColor: theme.palette.secondary.main,
        },
        '.flow-node--selected': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        '.flow-node--problem': { borderColor: theme.palette.error.main, borderLeftWidth: 4 },
        '.flow-node--path': { background: theme.palette.action.selected },
        '.flow-node__head': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
        '.flow-node__type': {
          ...theme.typography.caption,
          color: theme.palette.text.secondary,
          flexGrow: 1,
        },
        // The problem mark: an icon and a count, never the colour alone; `dark` is the shade
        // that reads as text on the step (AA, theme.test.ts).
        '.flow-node__problems': {
          ...theme.typography.caption,
          fontWeight: theme.typography.fontWeightBold,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 2,
          fontSize: '0.875rem',
        },
        '.flow-node__problems--error': { color: theme.palette.error.dark },
        '.flow-node__problems--warning': { color: theme.palette.warning.dark },
        '.flow-node__open': {
          display: 'inline-flex',
          padding: 2,
          fontSize: '1rem',
          color: theme.palette.primary.dark,
          borderRadius: theme.shape.borderRadius,
        },
        '.flow-node__open:focus-visible': {
          outline: `2px solid ${theme.palette.primary.dark}`,
        },
        '.flow-node__title': {
          ...theme.typography.subtitle2,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        '.flow-node__summary': {
          ...theme.typography.body2,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        },
        '.flow-canvas--overview .flow-node__title, .flow-canvas--overview .flow-node__summary, .flow-canvas--overview .flow-node__open':
          {
            display: 'none',
          },
        '.flow-canvas--overview .flow-node__type': {
          ...theme.typography.h5,
          color: theme.palette.text.primary,
        },
        // React Flow's own `.react-flow__node.selectable:focus-visible { outline: none }` is
        // more specific than a plain node rule: the focused step would show no ring at all.
        '.react-flow .react-flow__node.selectable:focus-visible, .react-flow__node:focus-visible': {
          outline: `3px solid ${theme.palette.primary.dark}`,
          outlineOffset: 4,
          borderRadius: theme.shape.borderRadius,
        },
        '.react-flow__edge-textwrapper text, .react-flow__edge-text': {
          fill: theme.palette.text.primary,
        },
        // React Flow is MIT-licensed and its authors ask for the attribution: kept, small, in
        // the corner nothing else uses, in a colour that reads (its own grey does not).
        '.react-flow__attribution': {
          background: theme.palette.background.paper,
          padding: theme.spacing(0, 0.5),
        },
        '.react-flow__attribution a': {
          ...theme.typography.caption,
          color: theme.palette.text.secondary,
        },
      })}
    />
  );
}
