/**
 * The bundle's swr (webpack.config.ts), as pro-components call it: a form's initial values, a select's options.
 * Each case has keys of its own: the cache is one for the app. swr itself passes these cases too.
 */
import { act, render, screen } from '@testing-library/react';
import useSWR from './swr';

let renders = 0;

function Shown({ swrKey, fetcher }: { swrKey: unknown; fetcher: (args: unknown) => unknown }) {
  renders += 1;
  const { data, error } = useSWR(swrKey as string[], fetcher as () => Promise<unknown>);
  return <p>{error ? `failed: ${(error as Error).message}` : `data: ${JSON.stringify(data ?? null)}`}</p>;
}

beforeEach(() => {
  renders = 0;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it('draws nothing more for a form without a request (its answer stays undefined)', async () => {
  render(<Shown swrKey={['form', undefined]} fetcher={() => undefined} />);
  await settle();
  expect(screen.getByText('data: null')).toBeInTheDocument();
  expect(renders).toBe(1);
});

it('fetches once per key content, again for another key, and never for a null key', async () => {
  const fetcher = jest.fn(async ([, params]: [string, { page: number }]) => ({ page: params.page }));
  const { rerender } = render(<Shown swrKey={['list', { page: 1 }]} fetcher={fetcher as never} />);
  await settle();
  expect(screen.getByText('data: {"page":1}')).toBeInTheDocument();

  rerender(<Shown swrKey={['list', { page: 1 }]} fetcher={fetcher as never} />);
  await settle();
  expect(fetcher).toHaveBeenCalledTimes(1);

  rerender(<Shown swrKey={['list', { page: 2 }]} fetcher={fetcher as never} />);
  await settle();
  expect(screen.getByText('data: {"page":2}')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);

  rerender(<Shown swrKey={() => null} fetcher={fetcher as never} />);
  await settle();
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(screen.getByText('data: null')).toBeInTheDocument();
});

it('shows what another component fetched for the same key at once', async () => {
  render(<Shown swrKey={['options']} fetcher={async () => ['a', 'b']} />);
  await settle();
  render(<Shown swrKey={['options']} fetcher={() => new Promise(() => undefined)} />);
  expect(screen.getAllByText('data: ["a","b"]')).toHaveLength(2);
});

it('gives a failed fetch as its error', async () => {
  render(
    <Shown
      swrKey={['broken']}
      fetcher={async () => {
        throw new Error('offline');
      }}
    />,
  );
  await settle();
  expect(screen.getByText('failed: offline')).toBeInTheDocument();
});

it('mutate sets the data shown, and asks again unless told not to (pro-field empties its options so)', async () => {
  let mutate: (data: unknown, revalidate?: boolean) => Promise<unknown> = async () => undefined;
  const fetcher = jest.fn(async () => ['a']);
  function Mutated() {
    const answer = useSWR(['mutated'], fetcher);
    mutate = answer.mutate as never;
    return <p>{`data: ${JSON.stringify(answer.data ?? null)}`}</p>;
  }
  render(<Mutated />);
  await settle();
  await act(() => mutate([], false));
  expect(screen.getByText('data: []')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);

  await act(() => mutate(['z']));
  await settle();
  expect(screen.getByText('data: ["a"]')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
});
