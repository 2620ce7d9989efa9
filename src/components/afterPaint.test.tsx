import { act, renderHook } from '@testing-library/react';
import { afterPaint, useChoiceAfterPaint } from './afterPaint';

describe('afterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work in a task after the next frame, not before', () => {
    const order: string[] = [];
    afterPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    jest.advanceTimersByTime(0);
    expect(order).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    jest.advanceTimersByTime(1);
    expect(order).toEqual(['frame', 'work']);
  });

  it('runs nothing once cancelled, before the frame or between the frame and the task', () => {
    const order: string[] = [];
    afterPaint(() => order.push('first'))();
    const cancelSecond = afterPaint(() => order.push('second'));
    jest.advanceTimersToNextFrame();
    cancelSecond();
    jest.advanceTimersByTime(1);
    expect(order).toEqual([]);
  });
});

describe('useChoiceAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the choice at once, acts on it after the paint, then shows what the owner holds', () => {
    const acted: number[] = [];
    const { result, rerender } = renderHook(
      ({ current }) => useChoiceAfterPaint(current, (v) => acted.push(v)),
      {
        initialProps: { current: 1 },
      },
    );
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    expect(acted).toEqual([]);

    act(() => jest.advanceTimersToNextFrame());
    act(() => jest.advanceTimersByTime(1));
    expect(acted).toEqual([3]);
    // Acted on, but the owner has not taken it yet (a router's navigation is a transition): still the choice.
    expect(result.current[0]).toBe(3);
    // The owner took it (a URL, a store); a later change of its own shows too.
    rerender({ current: 3 });
    expect(result.current[0]).toBe(3);
    rerender({ current: 5 });
    expect(result.current[0]).toBe(5);
    // Back where it was when chosen (a new search on page 1): the spent choice does not come back.
    rerender({ current: 1 });
    expect(result.current[0]).toBe(1);
  });
});
