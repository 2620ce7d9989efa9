/**
 * A query by accessible name (`getByRole('textbox', { name })`, `getByLabelText`) reads each control's `labels`.
 * jsdom finds them by walking the whole document and asking every label for its `control`, which for a
 * `<label for>` walks the whole document again to find the id: cubic in a form of forty fields, a tenth of a
 * config page's test. The document already keeps an index of ids (its own `getElementById` reads it); a label's
 * control is looked up there, and found by jsdom's walk only when several elements have its id, so the answer is
 * the one jsdom gives.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- jsdom's internals are CommonJS, loaded by jest's jsdom */

interface NodeImpl {
  getRootNode(options: object): NodeImpl;
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  _ids?: Record<string, NodeImpl[] | undefined>;
}

let installed = false;

export function findLabelTargetById(): void {
  if (installed) return;
  installed = true;
  require('jsdom'); // jsdom's own order first: its internals require each other in a cycle
  const { implementation: HTMLLabelElementImpl } =
    require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
      implementation: { prototype: object };
    };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: NodeImpl): boolean;
  };
  const walk = Object.getOwnPropertyDescriptor(HTMLLabelElementImpl.prototype, 'control')!.get!;
  Object.defineProperty(HTMLLabelElementImpl.prototype, 'control', {
    configurable: true,
    get(this: NodeImpl) {
      const id = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({});
      if (!id || !root._ids) return walk.call(this);
      const inRoot = (root._ids[id] ?? []).filter((element) => element.getRootNode({}) === root);
      if (inRoot.length === 0) return null; // a label for a control that has no id (an antd select, an upload)
      if (inRoot.length > 1) return walk.call(this); // the first in the document's order
      return isLabelable(inRoot[0]) ? inRoot[0] : null;
    },
  });
}
