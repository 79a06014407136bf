import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../lib/api-client/schema';
import { createGermanTestI18n } from '../../../testing/germanI18n';
import { flowNode } from '../../../testing/flowGraph';
import { createSyncTestI18n } from '../../../testing/renderWithProviders';
import { useNodeText, type NodeTextOptions } from './useNodeText';
import type { SubflowLookup } from './useSubflowNames';

const LANGUAGES: Language[] = ['de-DE', 'en-US', 'ja-JP'];

function nodeText(options: NodeTextOptions = {}, i18n = createSyncTestI18n()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useNodeText(LANGUAGES, options), { wrapper }).result.current;
}

const say = flowNode('say', 'say', { texts: { 'de-DE': 'Hallo', 'en-US': 'Hello' } });
const ask = flowNode('ask', 'ask', { prompts: { 'de-DE': 'Ihre Nummer?' }, slot: 'number' });

describe('useNodeText', () => {
  it('shows say and ask texts in the content language chosen', () => {
    expect(nodeText({ contentLanguage: 'en-US' }).summary(say)).toBe('Hello');
    expect(nodeText({ contentLanguage: 'de-DE' }).summary(say)).toBe('Hallo');
    expect(nodeText({ contentLanguage: 'de-DE' }).summary(ask)).toBe('Ihre Nummer? → number');
  });

  it('says a text is missing in the content language instead of showing another one', () => {
    expect(nodeText({ contentLanguage: 'ja-JP' }).summary(say)).toBe('No text in Japanese');
    expect(nodeText({ contentLanguage: 'en-US' }).summary(ask)).toBe('No text in English → number');
    expect(nodeText({ contentLanguage: 'ja-JP' }, createGermanTestI18n()).summary(say)).toBe(
      'Kein Text auf Japanisch',
    );
    // Without a content language (versions, simulator) any language the step has still serves.
    expect(nodeText().summary(flowNode('s', 'say', { texts: { 'ja-JP': 'こんにちは' } }))).toBe(
      'こんにちは',
    );
  });

  it('puts a condition’s rules in words, in the rule editor’s vocabulary', () => {
    const condition = flowNode('c', 'condition', {
      rules: [
        { id: 'a', slot: 'plan', operator: 'equals', value: 'gold' },
        { id: 'b', slot: 'note', operator: 'contains', value: 'urgent' },
        { id: 'c', slot: 'order', operator: 'isEmpty', value: '' },
        { id: 'd', slot: '', operator: 'lessThan', value: '3' },
      ],
    });
    const english = nodeText();
    expect(english.summary(condition)).toBe(
      'plan equals gold · note contains urgent · order is empty · Rule 4',
    );
    expect(english.outputLabel(condition, 'b')).toBe('note contains urgent');
    const german = nodeText({}, createGermanTestI18n());
    expect(german.summary(condition)).toBe(
      'plan ist gleich gold · note enthält urgent · order ist leer · Regel 4',
    );
  });

  it('names the flow a subflow step calls, or says why it cannot', () => {
    const lookup: SubflowLookup = (flowId) =>
      flowId === 'flow-identify-caller'
        ? { state: 'found', id: flowId, name: 'Identify caller' }
        : flowId
          ? { state: 'missing' }
          : { state: 'none' };
    const text = nodeText({ subflow: lookup });
    expect(text.summary(flowNode('s', 'subflow', { flowId: 'flow-identify-caller' }))).toBe(
      'Identify caller',
    );
    expect(text.summary(flowNode('s', 'subflow', { flowId: 'flow-gone' }))).toBe('Flow not found');
    expect(text.summary(flowNode('s', 'subflow', { flowId: '' }))).toBe('No flow chosen');
  });
});
