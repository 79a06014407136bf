import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text and remembers how it went, for a confirmation next to the button. */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string) => {
    try {
      // Missing outside secure contexts: that counts as a failure, not a crash.
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return { state, copy };
}
