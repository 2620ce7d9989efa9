export { MAX_HISTORY_STEPS, type HistoryStep, type StepKind, type StepLabel } from './history';
export {
  pageBuilderActions,
  pageBuilderReducer,
  selectBuilder,
  selectSelectedBlock,
  type KeptHistory,
  type PageBuilderState,
} from './slice';
