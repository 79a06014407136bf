import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntentSummary } from '../../../lib/api-client/schema';
import { readIntentsWithProblems } from './intentProblems';

/**
 * Train, but look at the intents first: with no problems the training starts at once; with
 * some, `asking` is set and `problems` holds them until the person trains anyway or cancels.
 */
export function useCheckedTraining(start: () => void) {
  const queryClient = useQueryClient();
  const check = useMutation({ mutationFn: () => readIntentsWithProblems(queryClient) });
  const [asking, setAsking] = useState(false);
  // Kept after the question closes, so the dialog keeps its text while it fades out.
  const [problems, setProblems] = useState<IntentSummary[]>([]);

  const request = () =>
    check.mutate(undefined, {
      onSuccess: (found) => {
        if (found.length === 0) return start();
        setProblems(found);
        setAsking(true);
      },
      // The check only advises: intents that cannot be read do not hold the training up.
      onError: () => start(),
    });

  return {
    request,
    checking: check.isPending,
    asking,
    problems,
    trainAnyway: () => {
      setAsking(false);
      start();
    },
    cancel: () => setAsking(false),
  };
}
