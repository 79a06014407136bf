import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** Emotion's global style sheets: one element each, where a component's rules share one sheet. */
const globalSheets = () => document.head.querySelectorAll('style[data-emotion*="-global"]').length;
const css = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');

describe('autofill detection of inputs', () => {
  it('keeps the keyframes in the baseline, so an input mounts no style element of its own', () => {
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const before = globalSheets();
    rerender(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="Name" />
        <TextField label="E-mail" />
        <TextField label="Role" select value="" slotProps={{ select: { native: true } }}>
          <option value="">All roles</option>
        </TextField>
      </ThemeProvider>,
    );
    expect(globalSheets()).toBe(before);
    expect(css()).toMatch(/@keyframes mui-auto-fill\{/);
    expect(css()).toMatch(/@keyframes mui-auto-fill-cancel\{/);
    expect(css()).toMatch(/animation-name:mui-auto-fill-cancel/);
  });

  it('moves the label out of the way of a value the browser filled in', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="E-mail" />
      </ThemeProvider>,
    );
    const label = container.querySelector('label')!;
    expect(label).toHaveAttribute('data-shrink', 'false');
    // jsdom has no AnimationEvent, so React listens for the prefixed event there.
    const autofill = new Event('webkitAnimationStart', { bubbles: true });
    Object.defineProperty(autofill, 'animationName', { value: 'mui-auto-fill' });
    fireEvent(screen.getByRole('textbox'), autofill);
    expect(label).toHaveAttribute('data-shrink', 'true');
  });
});
