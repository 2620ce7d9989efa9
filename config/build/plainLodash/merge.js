// lodash-es/merge as pro-components import it; see index.js.
export { merge as default } from './index';
