/** The date of a filter condition: a reservation date offers today and later only (02-operations §5). */
import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import DateValueInput from './DateValueInput';

function open(futureOnly: boolean) {
  render(
    <DateValueInput label="Value" withTime={false} futureOnly={futureOnly} value="" onChange={() => {}} />,
  );
  fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Value' }));
  fireEvent.click(screen.getByRole('textbox', { name: 'Value' }));
}

const cellOf = (date: dayjs.Dayjs) =>
  document.querySelector(`td[title="${date.format('YYYY-MM-DD')}"]`) as HTMLElement;

describe('a date condition', () => {
  it('closes the days before today when it is a reservation date', () => {
    open(true);
    // The panel opens on this month: the first of it is past unless today is the first.
    const today = dayjs();
    expect(cellOf(today)).not.toHaveClass('ant-picker-cell-disabled');
    expect(cellOf(today.add(1, 'day'))).not.toHaveClass('ant-picker-cell-disabled');
    const yesterday = today.subtract(1, 'day');
    if (yesterday.month() === today.month())
      expect(cellOf(yesterday)).toHaveClass('ant-picker-cell-disabled');
  });

  it('offers every day otherwise', () => {
    open(false);
    expect(document.querySelectorAll('td.ant-picker-cell-disabled')).toHaveLength(0);
  });
});
