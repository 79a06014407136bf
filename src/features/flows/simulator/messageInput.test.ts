import { describe, expect, it } from 'vitest';
import { toSimulatorMessage } from './messageInput';

describe('toSimulatorMessage', () => {
  it('sends what the caller says, trimmed, up to 500 characters', () => {
    expect(toSimulatorMessage('  Hallo ', false)).toEqual({ message: { text: 'Hallo' } });
    expect(toSimulatorMessage('   ', false)).toEqual({ problem: 'required' });
    expect(toSimulatorMessage('x'.repeat(501), false)).toEqual({ problem: 'tooLong' });
  });

  it('keys in digits, * and # (spaces dropped), at most 20', () => {
    expect(toSimulatorMessage('1 2 #', true)).toEqual({ message: { dtmf: '12#' } });
    expect(toSimulatorMessage('', true)).toEqual({ problem: 'required' });
    expect(toSimulatorMessage('12a', true)).toEqual({ problem: 'keypadRule' });
    expect(toSimulatorMessage('1'.repeat(21), true)).toEqual({ problem: 'keypadRule' });
  });
});
