import HomeIcon from '@mui/icons-material/Home';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_INTENT_DELAY_MS, useLinkIntent, type LinkTarget } from './useLinkIntent';

function Links({ onIntent }: { onIntent: (target: LinkTarget) => void }) {
  useLinkIntent(onIntent);
  return (
    <>
      <a href="/flows">
        <HomeIcon aria-hidden />
        <span>Flows</span>
      </a>
      <a href="/incoming?bot=default">Conversations of default</a>
      <a href="https://status.example.com/">Status page</a>
      {/* Like the phone navigation: an overlay rendered outside the component's own DOM. */}
      {createPortal(<a href="/users">Users</a>, document.body)}
    </>
  );
}

const rest = (ms = LINK_INTENT_DELAY_MS) => act(() => vi.advanceTimersByTime(ms));
const link = (name: string) => screen.getByRole('link', { name });

describe('useLinkIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a link the pointer rested on, not one it only passed', () => {
    const onIntent = vi.fn();
    render(<Links onIntent={onIntent} />);
    fireEvent.pointerOver(link('Flows'));
    rest(LINK_INTENT_DELAY_MS - 1);
    fireEvent.pointerOut(link('Flows'), { relatedTarget: document.body });
    rest();
    expect(onIntent).not.toHaveBeenCalled();

    fireEvent.pointerOver(link('Flows'));
    rest(LINK_INTENT_DELAY_MS - 1);
    // From the link's text to its icon: still the same link, the rest goes on.
    const icon = link('Flows').querySelector('svg')!;
    fireEvent.pointerOut(link('Flows'), { relatedTarget: icon });
    fireEvent.pointerOver(icon);
    rest(1);
    expect(onIntent).toHaveBeenCalledExactlyOnceWith({ pathname: '/flows', search: '' });
  });

  it('announces a link with its query, one in an overlay too, but not one to another site', () => {
    const onIntent = vi.fn();
    render(<Links onIntent={onIntent} />);
    fireEvent.pointerOver(link('Status page'));
    rest();
    expect(onIntent).not.toHaveBeenCalled();
    fireEvent.pointerOver(link('Conversations of default'));
    rest();
    expect(onIntent).toHaveBeenLastCalledWith({ pathname: '/incoming', search: '?bot=default' });
    fireEvent.pointerOver(link('Users'));
    rest();
    expect(onIntent).toHaveBeenLastCalledWith({ pathname: '/users', search: '' });
  });

  it('announces a link the keyboard focus rested on, not one it moved on from', () => {
    const onIntent = vi.fn();
    render(<Links onIntent={onIntent} />);
    act(() => link('Flows').focus());
    rest();
    expect(onIntent).toHaveBeenCalledExactlyOnceWith({ pathname: '/flows', search: '' });
    onIntent.mockClear();
    act(() => link('Flows').blur());
    act(() => link('Flows').focus());
    rest(LINK_INTENT_DELAY_MS - 1);
    act(() => link('Flows').blur());
    rest();
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('stops listening when the component goes', () => {
    const onIntent = vi.fn();
    const { unmount } = render(<Links onIntent={onIntent} />);
    fireEvent.pointerOver(link('Flows'));
    unmount();
    rest();
    const stray = document.createElement('a');
    stray.href = '/users';
    document.body.append(stray);
    fireEvent.pointerOver(stray);
    rest();
    stray.remove();
    expect(onIntent).not.toHaveBeenCalled();
  });
});
