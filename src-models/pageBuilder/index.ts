export { MAX_HISTORY_STEPS, currentStepId, type HistoryStep, type StepKind, type StepLabel } from './history';
export {
  builderOpenedOn,
  isPageUnsaved,
  pageBuilderActions,
  pageBuilderPart,
  selectedBlock,
  type KeptHistory,
  type PageBuilderState,
} from './slice';
