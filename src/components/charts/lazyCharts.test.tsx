/** How the lazily loaded charts and what stands beside them render (issue 10 §6: the first chart first). */
import { useEffect, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ChartsFirst, Donut, Treemap } from './index';

/** What the first commit of `chart` showed: the chart's frame or its loading spinner. */
function firstCommitOf(chart: ReactNode): string {
  let shown = '';
  function Probe() {
    useEffect(() => {
      shown = document.querySelector('[data-chart]') ? 'the chart' : 'a spinner';
    }, []);
    return null;
  }
  render(
    <>
      {chart}
      <Probe />
    </>,
  );
  return shown;
}

describe('a lazily loaded chart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // G2 cannot draw in jsdom

  it('shows its loading spinner while its code is on the way', async () => {
    expect(firstCommitOf(<Donut data={[{ name: 'a', value: 1 }]} title="Shares" />)).toBe('a spinner');
    expect(await screen.findByRole('img', { name: 'Shares' })).toBeInTheDocument();
  });

  it('is there in its first render when its code was preloaded (a tab preloads while its data is on the way)', async () => {
    Treemap.preload();
    await import('./Treemap');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firstCommitOf(<Treemap data={[{ name: 'b', value: 2 }]} title="Brands" />)).toBe('the chart');
  });
});

describe('ChartsFirst', () => {
  it('is an empty block of its height when the charts beside it start drawing, and then what it holds', () => {
    let whenTheChartStarts = '';
    function Chart() {
      // A chart starts drawing in its effect (useG2Chart).
      useEffect(() => {
        const block = document.querySelector<HTMLElement>('[data-testid="beside"]')?.firstElementChild;
        whenTheChartStarts = `${block?.tagName}: ${block?.textContent} (${(block as HTMLElement).style.minHeight})`;
      }, []);
      return <p>the chart</p>;
    }
    render(
      <>
        <Chart />
        <div data-testid="beside">
          <ChartsFirst minHeight={120}>
            <p>the table</p>
          </ChartsFirst>
        </div>
      </>,
    );
    expect(whenTheChartStarts).toBe('DIV:  (120px)');
    expect(screen.getByTestId('beside')).toHaveTextContent('the table');
  });
});
