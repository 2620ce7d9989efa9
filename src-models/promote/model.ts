/**
 * Promote activities (02-operations §2 screen 12): the list, the activity being edited, and the promote config,
 * a single document loaded and saved without an id.
 */
import {
  promoteActivityListService,
  promoteActivityService,
  promoteConfigService,
  type PromoteActivity,
  type PromoteActivityInput,
  type PromoteConfig,
} from 'src-services/promote';
import { isApiError } from 'src-services/errors';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

/** 02-operations §8: the promote config does not exist yet. */
export const PROMOTE_CONFIG_NOT_FOUND = 1340809;

export const promoteActivityList = createListModel<
  PromoteActivity,
  PromoteActivityInput,
  'promoteActivities'
>({
  name: 'promoteActivities',
  service: promoteActivityListService,
  defaultOrder: '-updated_at',
  selectId: (activity) => activity.id,
  messages: { saveSucceeded: 'promote.activity.saved' },
});

export const promoteActivityDocument = createDocumentModel<
  PromoteActivity,
  PromoteActivityInput,
  'promoteActivity'
>({
  name: 'promoteActivity',
  // The editor asks for an activity only with its id; a new one starts with resetRequested.
  load: (id, options) => promoteActivityService.get(id ?? '', options),
  save: (input, options) => promoteActivityService.save(input, options),
  selectId: (activity) => activity.id,
  messages: { saveSucceeded: 'promote.activity.saved', saveFailed: 'error.saveFailed' },
});

/** Nothing configured yet: the page starts from an empty config, which the first save creates. */
export const EMPTY_PROMOTE_CONFIG: PromoteConfig = {
  activity: { online_id: null },
  tag_ids: [],
  top_post_ids: [],
  home_popup: [],
};

export const promoteConfigDocument = createDocumentModel<PromoteConfig, PromoteConfig, 'promoteConfig'>({
  name: 'promoteConfig',
  load: async (_id, options) => {
    try {
      return await promoteConfigService.load(options);
    } catch (error) {
      if (isApiError(error) && error.code === PROMOTE_CONFIG_NOT_FOUND) return EMPTY_PROMOTE_CONFIG;
      throw error;
    }
  },
  // A backend that answers no body has still saved what was sent.
  save: async (config, options) => (await promoteConfigService.save(config, options)) ?? config,
  messages: { saveSucceeded: 'promote.config.saved', saveFailed: 'error.saveFailed' },
});

export const promoteActivityDocumentActions = promoteActivityDocument.actions;
export const promoteActivityDocumentSelectors = promoteActivityDocument.selectors;
export const promoteConfigActions = promoteConfigDocument.actions;
export const promoteConfigSelectors = promoteConfigDocument.selectors;
