import type { TtsPreviewRequest } from '../../../lib/api-client/schema';
import { apiClient } from '../../../lib/api-client/apiClient';
import { TimeoutError } from '../../../lib/api-client/apiErrors';

/** POST {base}/tts-previews: a short spoken sample (audio/wav) to play. */
export async function previewVoice(request: TtsPreviewRequest): Promise<Blob> {
  const clip = await apiClient.postForBlob('tts-previews', request);
  if (clip === undefined) throw new TimeoutError('tts-previews');
  return clip;
}
