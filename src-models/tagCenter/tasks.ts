/** The Task page's tagging tasks: the shared model, its list kept to the active scope by the page. */
import { createTagTaskModel } from '../tagTasks';

export const tagCenterTasks = createTagTaskModel({ name: 'tagCenterTasks' });
