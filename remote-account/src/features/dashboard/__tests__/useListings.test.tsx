import React from 'react';
import { act, renderHook } from '@testing-library/react';
import { ListingsPortContext, type ListingsPort, type SavedListing } from '@snap/shared';
import { fakeListingsPort } from '@snap/shared/testing';
import { useListings } from '../hooks/useListings';

const listing = (n: number) => ({ id: `id${n}`, createdAt: n }) as SavedListing;

const withPort = (port: ListingsPort) =>
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <ListingsPortContext.Provider value={port}>{children}</ListingsPortContext.Provider>;
  };

afterEach(() => jest.restoreAllMocks());

test('shows each snapshot, each set inside a transition (React renders it in slices)', async () => {
  const port = fakeListingsPort([listing(1), listing(2), listing(3)]);
  const transitions = jest.spyOn(React, 'startTransition');
  const { result } = renderHook(() => useListings(), { wrapper: withPort(port) });
  // The port answers on subscribe, in the effect that follows the first render.
  expect(result.current.listings).toHaveLength(3);
  expect(transitions).toHaveBeenCalledTimes(1);

  await act(() => port.remove('id2'));
  expect(result.current.listings).toHaveLength(2);
  expect(transitions).toHaveBeenCalledTimes(2);
});

test('stops listening on unmount, and without a port is empty at once', async () => {
  const port = fakeListingsPort([listing(1)]);
  const transitions = jest.spyOn(React, 'startTransition');
  const { unmount } = renderHook(() => useListings(), { wrapper: withPort(port) });
  expect(transitions).toHaveBeenCalledTimes(1);
  unmount();
  await port.remove('id1');
  expect(transitions).toHaveBeenCalledTimes(1);

  const { result } = renderHook(() => useListings());
  expect(result.current).toEqual({ listings: [], loading: false, error: null, fromCache: false });
});
