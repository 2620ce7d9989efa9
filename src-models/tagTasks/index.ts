export { createTagTaskModel, type TagTaskModel, type TagTaskModelConfig, type TagTaskState } from './model';
