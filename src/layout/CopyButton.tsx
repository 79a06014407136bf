import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

const MESSAGE_KEYS = { copied: 'common.copy.copied', failed: 'common.copy.failed' } as const;

export interface CopyButtonProps {
  /** The text, or a function that takes a fresh snapshot at the moment of copying. */
  text: string | (() => string);
  label: string;
  variant?: 'text' | 'outlined';
}

/**
 * Copies a text and confirms beside the button (announced as a status), or says the browser
 * refused, so the person can select and copy by hand.
 */
export function CopyButton({ text, label, variant = 'outlined' }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      // Missing outside secure contexts: that counts as a failure, not a crash.
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button
        variant={variant}
        startIcon={<ContentCopyIcon aria-hidden />}
        onClick={() => void copy()}
      >
        {label}
      </Button>
      {/* Always present, so screen readers announce the text when it appears. */}
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' ? 'error' : 'success.main'}
      >
        {state === 'idle' ? '' : t(MESSAGE_KEYS[state])}
      </Typography>
    </Box>
  );
}
