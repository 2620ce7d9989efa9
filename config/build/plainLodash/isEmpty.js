// lodash-es/isEmpty as pro-components import it; see index.js.
export { isEmpty as default } from './index';
