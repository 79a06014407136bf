import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiCallTrialRequest, FlowNodeData } from '../../../../lib/api-client/schema';
import { apiCallSlots, checkBody, isTimeoutMs, TIMEOUT_MS } from '../../model/apiCall';
import { toNodeData } from './nodeForm';
import { TryApiCallDialog } from './TryApiCallDialog';

/**
 * "Try this call" in an API call step's settings: the request as the fields hold it now, applied
 * or not, made once against the integration.
 */
export function TryApiCallButton() {
  const { t } = useTranslation();
  const { getValues } = useFormContext<FlowNodeData>();
  const [call, setCall] = useState<Omit<ApiCallTrialRequest, 'slots'>>();
  const open = () => {
    const data = toNodeData(getValues());
    setCall({
      integration: data.integration?.trim() ?? '',
      method: data.method ?? 'GET',
      path: data.path?.trim() ?? '',
      ...(data.body ? { body: data.body } : {}),
      // As the simulator runs the step: without a time-out it waits the longest.
      timeoutMs: data.timeoutMs ?? TIMEOUT_MS.max,
      ...(data.responseMapping ? { responseMapping: data.responseMapping } : {}),
    });
  };
  const blocked = (request: Omit<ApiCallTrialRequest, 'slots'>) => {
    if (!request.integration || !request.path.startsWith('/')) {
      return t('flows.apiCall.trial.incomplete');
    }
    if (!isTimeoutMs(request.timeoutMs)) return t('flows.apiCall.trial.badTimeout');
    if (checkBody(request.body ?? '')) return t('flows.apiCall.trial.bodyInvalid');
    return undefined;
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PlayArrowIcon />}
        onClick={open}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('flows.apiCall.try')}
      </Button>
      {call && (
        <TryApiCallDialog
          call={call}
          slotNames={apiCallSlots(call)}
          blocked={blocked(call)}
          onClose={() => setCall(undefined)}
        />
      )}
    </>
  );
}
