import type { CouponActivity } from 'src-services/couponActivities';
import { activityFormValues, activityInputFromForm } from './form';

const activity: CouponActivity = {
  id: 'act-1',
  name: 'Welcome pack',
  description: 'For new members',
  card_ids: ['c1', 'c2'],
  delivery: { event_type: 'member_one_year' },
  disabled: true,
  online_at: 1_700_000_000,
  offline_at: 1_700_086_400,
  cards: [{ id: 'c1', name: 'Helmet' }],
};

describe('the activity form', () => {
  it('edits an activity and saves the same activity back under its id', () => {
    const values = activityFormValues(activity);
    expect(values).toMatchObject({ status: 'offline', schedule: [1_700_000_000, 1_700_086_400] });
    expect(activityInputFromForm(values, 'act-1')).toEqual({
      id: 'act-1',
      name: 'Welcome pack',
      description: 'For new members',
      card_ids: ['c1', 'c2'],
      delivery: { event_type: 'member_one_year' },
      disabled: true,
      online_at: 1_700_000_000,
      offline_at: 1_700_086_400,
    });
  });

  it('saves a new activity without an id, its name trimmed, online and unscheduled', () => {
    const input = activityInputFromForm(
      { name: '  Spring drop ', card_ids: ['c3'], event_type: 'member_bound', status: 'online' },
      null,
    );
    expect(input).toEqual({
      name: 'Spring drop',
      description: '',
      card_ids: ['c3'],
      delivery: { event_type: 'member_bound' },
      disabled: false,
      online_at: null,
      offline_at: null,
    });
  });
});
