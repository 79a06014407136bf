import { apiClient } from '../api-client/apiClient';
import { TimeoutError } from '../api-client/apiErrors';
import type { TtsPreviewRequest } from '../api-client/schema';

/** POST {base}/tts-previews: a short spoken sample (audio/wav) to play. */
export async function previewVoice(request: TtsPreviewRequest): Promise<Blob> {
  const clip = await apiClient.postForBlob('tts-previews', request);
  if (clip === undefined) throw new TimeoutError('tts-previews');
  return clip;
}
