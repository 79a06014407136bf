import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlowNodeData } from '../../../../lib/api-client/schema';
import { toFlow } from '../../routes';
import type { SubflowLookup } from '../useSubflowNames';

/**
 * Under the flow picker: a way into the chosen flow, or why there is none (deleted, or its name
 * could not be read). Follows the picker as it changes, before the choice is applied.
 */
export function SubflowTargetLink({ subflows }: { subflows: SubflowLookup }) {
  const { t } = useTranslation();
  const flowId = useWatch<FlowNodeData, 'flowId'>({ name: 'flowId' });
  const target = subflows(flowId);
  if (target.state === 'found') {
    return (
      <Button
        component={RouterLink}
        to={toFlow(target.id)}
        startIcon={<OpenInNewIcon aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('flows.canvas.openFlow', { name: target.name })}
      </Button>
    );
  }
  if (target.state === 'missing' || target.state === 'failed') {
    return (
      <Typography variant="body2" color="error.dark">
        {t(`flows.summary.subflow.${target.state}`)}
      </Typography>
    );
  }
  return null;
}
