import type { RootState } from 'src-models/store';
import type { TagTaskModel, TagTaskState } from 'src-models/tagTasks';

/** What the tagging widgets use of an area's tagging model (`createTagTaskModel`): its events and its state. */
export interface TaggingModel {
  actions: TagTaskModel['actions'];
  selectState: (root: RootState) => TagTaskState;
}
