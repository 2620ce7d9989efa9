/** The date of a filter condition: a reservation date offers the business day (UTC+8) and later only (02-operations §5). */
import { fireEvent, render, screen } from '@testing-library/react';
import DateValueInput from './DateValueInput';

function open(futureOnly: boolean) {
  render(
    <DateValueInput label="Value" withTime={false} futureOnly={futureOnly} value="" onChange={() => {}} />,
  );
  fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Value' }));
  fireEvent.click(screen.getByRole('textbox', { name: 'Value' }));
}

const cell = (date: string) => document.querySelector(`td[title="${date}"]`) as HTMLElement;

describe('a date condition', () => {
  // An operator in New York at 12:30 on 28 November 2026: it is already 01:30 on the 29th in UTC+8.
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
    jest.useFakeTimers({ now: new Date('2026-11-28T17:30:00Z'), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    process.env.TZ = zone;
  });

  it("closes the days before the business day when it is a reservation date, whatever the browser's zone", () => {
    expect(new Date().getDate()).toBe(28);
    open(true);
    expect(cell('2026-11-28')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-11-29')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-11-30')).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('offers every day otherwise', () => {
    open(false);
    expect(document.querySelectorAll('td.ant-picker-cell-disabled')).toHaveLength(0);
  });
});
