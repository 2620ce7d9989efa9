import { Path, type PathStyleProps } from '@antv/g';

/**
 * Every edge of a large graph as one path on the graph's background layer. G walks every shape on each repaint,
 * and thousands of G6 edges (two shapes each) were 40% of them; at that scale an edge is a hairline nobody hovers
 * or drags, so one path draws them all, under the nodes, moving with the view.
 */
export function edgeBundle(
  links: readonly (readonly [number, number])[],
  positions: Float64Array,
  style: { stroke: string; lineWidth: number },
): Path {
  const at = (node: number) => `${positions[2 * node]} ${positions[2 * node + 1]}`;
  // G6 puts a shape on the layer its style names.
  const onLayer: PathStyleProps & { $layer: 'background' } = {
    d: links.map(([source, target]) => `M${at(source)}L${at(target)}`).join(''),
    ...style,
    pointerEvents: 'none',
    $layer: 'background',
  };
  return new Path({ style: onLayer });
}
