import { act, renderHook } from '@testing-library/react';
import { useTransientMessage } from '../useTransientMessage';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useTransientMessage', () => {
  it('shows a message for exactly the given time', () => {
    const { result } = renderHook(() => useTransientMessage(2000));
    act(() => result.current[1]('Image copied to clipboard!'));
    expect(result.current[0]).toBe('Image copied to clipboard!');
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current[0]).toBe('Image copied to clipboard!');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('restarts the clock for a new message', () => {
    const { result } = renderHook(() => useTransientMessage(2000));
    act(() => result.current[1]('first'));
    act(() => jest.advanceTimersByTime(1500));
    act(() => result.current[1]('second'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current[0]).toBe('second');
    act(() => jest.advanceTimersByTime(500));
    expect(result.current[0]).toBeNull();
  });

  it('leaves no timer behind when unmounted', () => {
    const { result, unmount } = renderHook(() => useTransientMessage(2000));
    act(() => result.current[1]('bye'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
