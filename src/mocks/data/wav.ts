/** A short, valid WAV file made in memory: half a second of a soft 440 Hz tone, 8 kHz, 8 bit. */
export function createToneWav(seconds = 0.5, sampleRate = 8000): ArrayBuffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    view.setUint8(44 + i, 128 + Math.round(24 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)));
  }
  return buffer;
}
