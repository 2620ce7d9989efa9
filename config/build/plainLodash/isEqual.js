// lodash-es/isEqual as pro-components import it; see index.js.
export { isEqual as default } from './index';
