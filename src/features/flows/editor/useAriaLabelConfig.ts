import type { AriaLabelConfig } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const DIRECTION_KEYS: Record<
  string,
  `flows.canvas.a11y.directions.${'up' | 'down' | 'left' | 'right'}`
> = {
  up: 'flows.canvas.a11y.directions.up',
  down: 'flows.canvas.a11y.directions.down',
  left: 'flows.canvas.a11y.directions.left',
  right: 'flows.canvas.a11y.directions.right',
};

/** React Flow's own words for screen readers and its controls, in the interface language. */
export function useAriaLabelConfig(): Partial<AriaLabelConfig> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      'node.a11yDescription.default': t('flows.canvas.a11y.node'),
      'node.a11yDescription.keyboardDisabled': t('flows.canvas.a11y.nodeMovable'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
        t('flows.canvas.a11y.moved', {
          direction: DIRECTION_KEYS[direction] ? t(DIRECTION_KEYS[direction]) : direction,
          x: Math.round(x),
          y: Math.round(y),
        }),
      'edge.a11yDescription.default': t('flows.canvas.a11y.edge'),
      'controls.ariaLabel': t('flows.canvas.controls'),
      'controls.zoomIn.ariaLabel': t('flows.canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('flows.canvas.zoomOut'),
      'controls.fitView.ariaLabel': t('flows.canvas.fitView'),
      'controls.interactive.ariaLabel': t('flows.canvas.interactive'),
      'minimap.ariaLabel': t('flows.canvas.minimap'),
      'handle.ariaLabel': t('flows.canvas.handle'),
    }),
    [t],
  );
}
