// The two array helpers antd's table selection takes from rc-tree's `util`, which also imports the tree's node
// component (3 KB gzip on every list's first load). The same code as rc-tree's. See webpack.config.ts.
export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
