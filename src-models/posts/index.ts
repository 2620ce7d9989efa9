export {
  postList,
  postActions,
  postSelectors,
  postDetail,
  postStarList,
  starsOf,
  isPinned,
  postOffersActions,
  weightFormValues,
  weightInputFromForm,
  type PostWeightFormValues,
} from './model';
export { postFields, postStarFields } from './fields';
