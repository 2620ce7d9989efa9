/** The Task page's tagging tasks: the shared model, created through the tag center's own call (03 §7). */
import { tagCenterService } from 'src-services/tagCenter';
import { createTagTaskModel } from '../tagTasks';

export const tagCenterTasks = createTagTaskModel({
  name: 'tagCenterTasks',
  create: tagCenterService.createTask,
});
