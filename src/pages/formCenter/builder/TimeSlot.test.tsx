/** The time slot field end to end in the builder: its slots edited with named time pickers, then booked in the preview. */
import { fireEvent, screen, within } from '@testing-library/react';
import { field, mountBuilder } from 'test/formBuilder';
import { slotsOn } from './preview/slotsOn';

const slot = (start_hour: number, end_hour: number, enable = true) => ({
  start_hour,
  start_minute: 0,
  end_hour,
  end_minute: 0,
  enable,
});

const CONFIG = {
  translation: { en: 'Test ride slot', zh: '试驾时段' },
  available_time_type: 'calendar_date',
  calendar_date: { begin: '2099-01-01', end: '2099-12-31' },
  slot: { type: 'day', day: [slot(9, 10), slot(10, 11, false), slot(14, 15)] },
  special_cases: [{ date: '2099-10-01', enable: false, slots: [] }],
};

describe('time slot', () => {
  it('offers the open slots of a day: its special case first, else every day or its weekday (Sunday 0)', () => {
    expect(slotsOn(CONFIG, '2099-06-01').map((each) => each.start_hour)).toEqual([9, 14]);
    expect(slotsOn(CONFIG, '2099-10-01')).toEqual([]);
    const weekly = { slot: { type: 'weekday', weekday: { 0: [slot(8, 9)], 1: [slot(18, 19)] } } };
    expect(slotsOn(weekly, '2026-11-29').map((each) => each.start_hour)).toEqual([8]); // a Sunday
    expect(slotsOn(weekly, '2026-11-30').map((each) => each.start_hour)).toEqual([18]);
  });

  it("names each slot's inputs and shows a slot that ends before it starts", async () => {
    const { user } = mountBuilder([
      field('time_slot', 'slot', { ...CONFIG, slot: { type: 'day', day: [slot(10, 9)] } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Test ride slot' }));
    const panel = within(screen.getByRole('region', { name: 'Field properties' }));
    expect(panel.getByLabelText('Start of slot 1')).toHaveValue('10:00');
    expect(panel.getByLabelText('End of slot 1')).toHaveValue('09:00');
    expect(panel.getByText('Slot start must be before its end')).toBeInTheDocument();
    expect(panel.getByLabelText('Date of special day 1')).toHaveValue('2099-10-01');
    expect(panel.getByRole('switch', { name: 'Special day 1 open' })).not.toBeChecked();
  });

  it('books a slot in the preview, and asks for one when none is chosen', async () => {
    const { user } = mountBuilder([field('time_slot', 'slot', { ...CONFIG, required: true })]);
    await user.click(screen.getByText('English'));
    const preview = within(screen.getByRole('region', { name: 'Form as the mini-program shows it' }));
    await user.click(preview.getByRole('button', { name: 'Submit' }));
    expect(preview.getByText('This field is required')).toBeInTheDocument();
    const day = preview.getByLabelText('Test ride slot Day');
    await user.click(day);
    await user.type(day, '2099-06-01');
    fireEvent.keyDown(day, { key: 'Enter', keyCode: 13 });
    await user.click(preview.getByRole('radio', { name: '14:00-15:00' }));
    expect(preview.queryByRole('radio', { name: '10:00-11:00' })).not.toBeInTheDocument();
    await user.click(preview.getByRole('button', { name: 'Submit' }));
    expect(preview.getByText('Every answer passes.')).toBeInTheDocument();
  });
});
