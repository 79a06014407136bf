import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPress } from './useLongPress';

function Canvas({
  onLongPress,
}: {
  onLongPress: (id: string, at: { x: number; y: number }) => void;
}) {
  const handlers = useLongPress(onLongPress);
  return (
    <div {...handlers}>
      <div className="react-flow__node" data-id="say-1">
        <span>Say</span>
      </div>
      <div data-testid="pane">pane</div>
    </div>
  );
}

const press = (target: Element, type: string, init: PointerEventInit) =>
  fireEvent(target, new PointerEvent(type, { bubbles: true, isPrimary: true, ...init }));

describe('useLongPress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after a finger rests on a step, with the step and the point', () => {
    const onLongPress = vi.fn();
    const { getByText } = render(<Canvas onLongPress={onLongPress} />);
    press(getByText('Say'), 'pointerdown', { pointerType: 'touch', clientX: 40, clientY: 50 });
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledWith('say-1', { x: 40, y: 50 });
  });

  it('swallows the tap the lifted finger makes, and nothing after it', () => {
    const onLongPress = vi.fn();
    const onClick = vi.fn();
    const { getByText } = render(
      <div onClick={onClick}>
        <Canvas onLongPress={onLongPress} />
      </div>,
    );
    const step = getByText('Say');
    press(step, 'pointerdown', { pointerType: 'touch', clientX: 40, clientY: 50 });
    vi.advanceTimersByTime(LONG_PRESS_MS);
    press(step, 'pointerup', { pointerType: 'touch' });
    fireEvent.click(step);
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    fireEvent.click(step);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('counts a touch that rested long enough when the page handles its lifting before the timer', () => {
    const onLongPress = vi.fn();
    const { getByText } = render(<Canvas onLongPress={onLongPress} />);
    const step = getByText('Say');
    let stamp = 1_000;
    vi.spyOn(Event.prototype, 'timeStamp', 'get').mockImplementation(() => stamp);
    press(step, 'pointerdown', { pointerType: 'touch', clientX: 40, clientY: 50 });
    // The lifting finger arrives with a time stamp past the long press, its timer not yet run.
    stamp += LONG_PRESS_MS + 5;
    press(step, 'pointerup', { pointerType: 'touch' });
    expect(onLongPress).toHaveBeenCalledWith('say-1', { x: 40, y: 50 });
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('is no long press when the finger lifts or moves away first, nor for a mouse or the pane', () => {
    const onLongPress = vi.fn();
    const { getByText, getByTestId } = render(<Canvas onLongPress={onLongPress} />);
    const step = getByText('Say');
    press(step, 'pointerdown', { pointerType: 'touch', clientX: 40, clientY: 50 });
    press(step, 'pointerup', { pointerType: 'touch' });
    press(step, 'pointerdown', { pointerType: 'touch', clientX: 40, clientY: 50 });
    press(step, 'pointermove', { pointerType: 'touch', clientX: 40, clientY: 70 });
    press(step, 'pointerdown', { pointerType: 'mouse', clientX: 40, clientY: 50 });
    press(getByTestId('pane'), 'pointerdown', { pointerType: 'touch', clientX: 5, clientY: 5 });
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
