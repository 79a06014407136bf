import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allEnglishTextsFor } from './allEnglishTexts';

type Settled = { pending: Promise<void>; error?: unknown };

/**
 * Whether every area's English is there for the interface's i18n instance: at once when the
 * English file loaded, else once the bundled English has arrived (allEnglishTexts.ts). A chunk
 * that cannot be loaded is thrown to the nearest error boundary, as any chunk that fails.
 */
export function useAllEnglishTexts(): boolean {
  const { i18n } = useTranslation();
  const pending = allEnglishTextsFor(i18n);
  const [settled, setSettled] = useState<Settled | undefined>(undefined);
  useEffect(() => {
    if (!pending) return;
    let current = true;
    pending.then(
      () => {
        if (current) setSettled({ pending });
      },
      (error: unknown) => {
        if (current) setSettled({ pending, error });
      },
    );
    return () => {
      current = false;
    };
  }, [pending]);
  if (!pending) return true;
  if (settled?.pending !== pending) return false;
  if ('error' in settled) throw settled.error;
  return true;
}
