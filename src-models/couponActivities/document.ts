/** The activity being edited (02-operations §2 screen 1): loaded by id, saved as a new activity or under its id. */
import {
  couponActivityService,
  type CouponActivity,
  type CouponActivityInput,
} from 'src-services/couponActivities';
import { createDocumentModel } from '../document';

export const activityDocument = createDocumentModel<CouponActivity, CouponActivityInput, 'couponActivity'>({
  name: 'couponActivity',
  // The editor page asks for an activity only with its id; a new one starts with resetRequested.
  load: (id, options) => couponActivityService.get(id ?? '', options),
  save: (input, options) => couponActivityService.save(input, options),
  selectId: (activity) => activity.id,
  messages: {
    saveSucceeded: { create: 'list.created', update: 'list.updated' },
    saveFailed: { create: 'error.createFailed', update: 'error.updateFailed' },
  },
});
