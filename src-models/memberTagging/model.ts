/**
 * The member list's tagging tasks: the shared model (src-models/tagTasks), every scope's tasks; a finished task
 * makes the list search again. A domain of its own, so what takes only the member fields (the store staff list)
 * does not bring the tagging.
 */
import { memberActions } from '../members';
import { createTagTaskModel } from '../tagTasks';

export const memberTagging = createTagTaskModel({
  name: 'memberTagging',
  // The list shows the tags the task added (its page's tags load again after the search).
  afterFinished: (task) => (task.state === 'failed' ? null : memberActions.searchRequested()),
});

export const memberTaggingActions = memberTagging.actions;
