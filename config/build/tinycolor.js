// pro-components styles with @ctrl/tinycolor for two calls (setAlpha, lighten); antd's own colour class does
// the same, is already loaded, and spares the first list its own copy. See webpack.config.ts.
import { FastColor } from '@ant-design/fast-color';

export class TinyColor extends FastColor {
  setAlpha(alpha) {
    return this.setA(alpha);
  }
}
