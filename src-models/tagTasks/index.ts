export {
  createTagTaskModel,
  TASK_POLL_MS,
  type TagTaskModel,
  type TagTaskModelConfig,
  type TagTaskState,
} from './model';
