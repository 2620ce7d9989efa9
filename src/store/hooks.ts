import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from 'src-models/store';

/** The store's hooks, typed once; the rest of the UI uses these (ESLint forbids react-redux's own). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For reading the state at one moment (an unmount cleanup) without subscribing to it. */
export const useAppStore = useStore.withTypes<AppStore>();
