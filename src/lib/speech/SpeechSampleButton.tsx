import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TtsPreviewRequest } from '../api-client/schema';
import { previewVoice } from './previewVoice';

export interface SpeechSampleButtonProps {
  /** The button's visible text. */
  text: string;
  /** What it plays, for screen readers: the button and its player are named by it. */
  label: string;
  /** Said when the sample cannot be fetched. */
  failedText: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The request as things stand at the click (saved or not); throwing shows the failure. */
  request: () => TtsPreviewRequest;
}

/**
 * Fetches a spoken sample and plays it at once where the browser allows it; it stays in a
 * player with its own controls to hear it again or stop it. Used for a configuration's voice and
 * for a step's text with its voice markup.
 */
export function SpeechSampleButton({
  text,
  label,
  failedText,
  disabled = false,
  size = 'medium',
  request,
}: SpeechSampleButtonProps) {
  const [clipUrl, setClipUrl] = useState<string>();
  const preview = useMutation({
    mutationFn: () => previewVoice(request()),
    onSuccess: (clip) => setClipUrl(URL.createObjectURL(clip)),
    onError: (error) => console.warn('The speech sample could not be fetched.', error),
  });
  useEffect(() => () => (clipUrl ? URL.revokeObjectURL(clipUrl) : undefined), [clipUrl]);
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        size={size}
        startIcon={<PlayArrowIcon />}
        onClick={() => preview.mutate()}
        disabled={disabled || preview.isPending}
        aria-label={label}
      >
        {text}
      </Button>
      {clipUrl && <audio src={clipUrl} controls autoPlay aria-label={label} />}
      {preview.isError && (
        <Alert severity="error" role="alert">
          {failedText}
        </Alert>
      )}
    </Stack>
  );
}
