export { TaggingTasks } from './TaggingTasks';
export { TaggingTaskModal, type TaggingTaskModalProps } from './TaggingTaskModal';
export type { TaggingModel } from './model';
