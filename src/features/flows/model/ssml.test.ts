import { describe, expect, it } from 'vitest';
import { checkSsml, hasSsml, pausesMs, plainText } from './ssml';

describe('checkSsml', () => {
  it('passes plain text and the four elements as a speech service takes them', () => {
    expect(checkSsml('Hello, how can I help?')).toBeNull();
    expect(checkSsml('a < b & c')).toBeNull();
    expect(
      checkSsml(
        'Your number is <say-as interpret-as="digits">{number}</say-as>.<break time="500ms"/> ' +
          '<emphasis level=\'strong\'>Thanks</emphasis> <prosody rate="slow" pitch="+2st" volume="-3dB">bye</prosody>',
      ),
    ).toBeNull();
    expect(checkSsml('<break strength="weak" />')).toBeNull();
    expect(checkSsml('<prosody rate="80%"><emphasis>nested</emphasis></prosody>')).toBeNull();
  });

  it.each([
    ['Hi <speak>there</speak>', 'unknown_tag', 3],
    ['Hi <audio src="x"/>', 'unknown_tag', 3],
    ['Hi <break duration="1s"/>', 'unknown_attribute', 10],
    ['<break time="1s" time="2s"/>', 'unknown_attribute', 17],
    ['Hi <break time="20s"/>', 'bad_value', 16],
    ['<emphasis level="loud">x</emphasis>', 'bad_value', 17],
    ['<say-as interpret-as="poem">x</say-as>', 'bad_value', 22],
    ['<say-as>x</say-as>', 'bad_value', 0],
    ['<prosody rate="500%">x</prosody>', 'bad_value', 15],
    ['Hi <emphasis>there', 'unclosed', 3],
    ['<break time="1s">', 'unclosed', 0],
    ['<prosody rate="slow"><emphasis>x</prosody></emphasis>', 'unexpected_close', 32],
    ['x</emphasis>', 'unexpected_close', 1],
    ['<break time=1s/>', 'syntax', 11],
    ['<break time="1s/>', 'syntax', 12],
    ['<emphasis level="strong"', 'syntax', 24],
    ['</emphasis x>', 'syntax', 11],
  ] as const)('%s: %s at %i', (text, fault, position) => {
    expect(checkSsml(text)).toEqual({ fault, position });
  });
});

describe('plainText', () => {
  it('drops the markup and brings the entities back, as a chat shows the text', () => {
    expect(
      plainText(
        'Number <say-as interpret-as="digits">42</say-as>.<break time="1s"/> Tom &amp; Jerry',
      ),
    ).toBe('Number 42. Tom & Jerry');
    expect(plainText('a < b')).toBe('a < b');
    expect(plainText('<speak>kept</speak>')).toBe('<speak>kept</speak>');
  });

  it('tells texts with markup and adds up their pauses', () => {
    expect(hasSsml('plain')).toBe(false);
    expect(hasSsml('a <break time="1s"/>')).toBe(true);
    expect(pausesMs('a <break time="1.5s"/> b <break time="250ms"/>')).toBe(1750);
  });
});
