import React from 'react';
import { act, renderHook } from '@testing-library/react';
import { ListingsPortContext, type ListingsPort, type ListingsSnapshot } from '@snap/shared';
import { useListings } from '../hooks/useListings';

/** A port whose live list the test drives. */
function drivenPort() {
  let listener: ((snapshot: ListingsSnapshot) => void) | undefined;
  const port = {
    subscribe: jest.fn((onChange: (snapshot: ListingsSnapshot) => void) => {
      listener = onChange;
      return () => (listener = undefined);
    }),
  } as unknown as ListingsPort;
  return { port, push: (snapshot: ListingsSnapshot) => act(() => listener?.(snapshot)), listening: () => !!listener };
}

const snapshot = (count: number): ListingsSnapshot => ({
  listings: Array.from({ length: count }, (_, n) => ({ id: `id${n}` }) as ListingsSnapshot['listings'][number]),
  loading: false,
  error: null,
  fromCache: false,
});

afterEach(() => jest.restoreAllMocks());

test('shows each snapshot, each set inside a transition (React renders it in slices)', () => {
  const { port, push } = drivenPort();
  const transitions = jest.spyOn(React, 'startTransition');
  const { result } = renderHook(() => useListings(), {
    wrapper: ({ children }) => <ListingsPortContext.Provider value={port}>{children}</ListingsPortContext.Provider>,
  });
  expect(result.current.loading).toBe(true);
  expect(transitions).not.toHaveBeenCalled();

  push(snapshot(3));
  expect(result.current.listings).toHaveLength(3);
  expect(transitions).toHaveBeenCalledTimes(1);

  push(snapshot(1));
  expect(result.current.listings).toHaveLength(1);
  expect(transitions).toHaveBeenCalledTimes(2);
});

test('stops listening on unmount, and without a port is empty at once', () => {
  const { port, listening } = drivenPort();
  const { unmount } = renderHook(() => useListings(), {
    wrapper: ({ children }) => <ListingsPortContext.Provider value={port}>{children}</ListingsPortContext.Provider>,
  });
  expect(listening()).toBe(true);
  unmount();
  expect(listening()).toBe(false);

  const { result } = renderHook(() => useListings());
  expect(result.current).toEqual({ listings: [], loading: false, error: null, fromCache: false });
});
