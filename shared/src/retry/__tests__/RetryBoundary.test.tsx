import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryBoundary, useRetryableLazy, type LazyLoader } from '..';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

const loaded = { default: Part };

function LazyPart({ load, retryKey }: { load: LazyLoader<{ text: string }>; retryKey?: number }) {
  const [Lazy, retry] = useRetryableLazy(load);
  return (
    <RetryBoundary
      loading={<p>Loading the part</p>}
      onRetry={retry}
      retryKey={retryKey}
      fallback={(error, again) => (
        <div role="alert">
          {error.message}
          <button onClick={again}>Retry</button>
        </div>
      )}
    >
      <Lazy text="The part" />
    </RetryBoundary>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RetryBoundary with useRetryableLazy', () => {
  it('shows the loading view, then the part', async () => {
    render(<LazyPart load={() => Promise.resolve(loaded)} />);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });

  it('shows the fallback when the load fails, and Retry loads again with the attempt and its cause', async () => {
    const failure = new Error('Loading chunk 7 failed.');
    const load = jest.fn<ReturnType<LazyLoader<{ text: string }>>, Parameters<LazyLoader<{ text: string }>>>();
    load.mockRejectedValueOnce(failure).mockResolvedValue(loaded);
    render(<LazyPart load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 7 failed.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load.mock.calls).toEqual([
      [0, undefined],
      [1, failure],
    ]);
  });

  it('contains a part that throws while rendering', async () => {
    const Broken = (): never => {
      throw new Error('boom');
    };
    render(<LazyPart load={() => Promise.resolve({ default: Broken })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('boom');
  });

  it('retries by itself when retryKey changes while failed', async () => {
    const load = jest.fn<ReturnType<LazyLoader<{ text: string }>>, []>();
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loaded);
    function Reopening() {
      const [openings, setOpenings] = useState(1);
      return (
        <>
          <button onClick={() => setOpenings((n) => n + 1)}>Open again</button>
          <LazyPart load={load} retryKey={openings} />
        </>
      );
    }
    render(<Reopening />);
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
