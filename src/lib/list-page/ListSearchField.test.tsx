import { act, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListSearchField } from './ListSearchField';

/** A list whose address takes `lagMs` to follow a search, as on a busy machine. */
function SlowAddress({ lagMs, onAddress }: { lagMs: number; onAddress: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <ListSearchField
      value={q}
      label="Search"
      maxLength={100}
      onSearch={(next) =>
        setTimeout(() => {
          setQ(next);
          onAddress(next);
        }, lagMs)
      }
    />
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
    target: { value: text },
  });

describe('ListSearchField', () => {
  it('keeps what was typed while its own earlier search reaches the address', () => {
    const addresses: string[] = [];
    render(<SlowAddress lagMs={300} onAddress={(q) => addresses.push(q)} />);
    type('he');
    // A pause: "he" is searched, and the address takes its time.
    act(() => vi.advanceTimersByTime(400));
    type('hello');
    act(() => vi.advanceTimersByTime(300));
    expect(addresses).toEqual(['he']);
    expect(screen.getByRole('searchbox')).toHaveValue('hello');
    // And the rest is searched in turn.
    act(() => vi.advanceTimersByTime(400 + 300));
    expect(addresses).toEqual(['he', 'hello']);
    expect(screen.getByRole('searchbox')).toHaveValue('hello');
  });

  it('shows an address changed from elsewhere (Back, a link), replacing the text', () => {
    const { rerender } = render(
      <ListSearchField value="" label="Search" maxLength={100} onSearch={() => undefined} />,
    );
    rerender(
      <ListSearchField value="refund" label="Search" maxLength={100} onSearch={() => undefined} />,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('refund');
  });
});
