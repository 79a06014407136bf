import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { DockResizeHandle } from './DockResizeHandle';
import { DOCK_MAX_WIDTH, DOCK_MIN_WIDTH } from './workspacePreferences';

function renderHandle(width: number) {
  const onResize = vi.fn();
  renderWithProviders(<DockResizeHandle width={width} controls="dock" onResize={onResize} />);
  return { onResize, handle: screen.getByRole('separator', { name: 'Width of the panels' }) };
}

describe('DockResizeHandle', () => {
  it('says what it resizes and how wide the panels are', () => {
    const { handle } = renderHandle(300);
    expect(handle).toHaveAttribute('aria-controls', 'dock');
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle).toHaveAttribute('aria-valuenow', '300');
    expect(handle).toHaveAttribute('aria-valuemin', String(DOCK_MIN_WIDTH));
    expect(handle).toHaveAttribute('aria-valuemax', String(DOCK_MAX_WIDTH));
  });

  it('widens the panels with the left arrow, narrows them with the right, within the limits', async () => {
    const user = userEvent.setup();
    const { handle, onResize } = renderHandle(300);
    handle.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onResize).toHaveBeenLastCalledWith(316, true);
    await user.keyboard('{ArrowRight}');
    expect(onResize).toHaveBeenLastCalledWith(284, true);
    await user.keyboard('{Home}');
    expect(onResize).toHaveBeenLastCalledWith(DOCK_MIN_WIDTH, true);
    await user.keyboard('{End}');
    expect(onResize).toHaveBeenLastCalledWith(DOCK_MAX_WIDTH, true);
    onResize.mockClear();
    await user.keyboard('{ArrowUp}');
    expect(onResize).not.toHaveBeenCalled();
  });

  it('stops at the narrowest width however far the arrow is pressed', async () => {
    const user = userEvent.setup();
    const { handle, onResize } = renderHandle(DOCK_MIN_WIDTH + 4);
    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(onResize).toHaveBeenLastCalledWith(DOCK_MIN_WIDTH, true);
  });

  it('follows a drag to the left as wider panels and remembers the width where it ends', () => {
    const { handle, onResize } = renderHandle(300);
    handle.setPointerCapture = vi.fn();
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 900 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 860 });
    expect(onResize).toHaveBeenLastCalledWith(340, false);
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 200 });
    expect(onResize).toHaveBeenLastCalledWith(DOCK_MAX_WIDTH, false);
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 880 });
    expect(onResize).toHaveBeenLastCalledWith(320, true);
    // After the drag ends, moving the pointer resizes nothing.
    onResize.mockClear();
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 700 });
    expect(onResize).not.toHaveBeenCalled();
  });
});
