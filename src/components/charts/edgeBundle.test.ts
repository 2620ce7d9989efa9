import { edgeBundle } from './edgeBundle';

describe('edgeBundle', () => {
  it('draws each link from its source to its target, on the background layer, deaf to the pointer', () => {
    const positions = new Float64Array([0, 0, 3, 4, -1.5, 2]);
    const path = edgeBundle(
      [
        [0, 1],
        [2, 0],
      ],
      positions,
      { stroke: '#d9d9d9', lineWidth: 0.5 },
    );
    expect(path.style.d).toBe('M0 0L3 4M-1.5 2L0 0');
    const { stroke, lineWidth, pointerEvents, $layer } = path.style as typeof path.style & { $layer: string };
    expect({ stroke, lineWidth, pointerEvents, $layer }).toEqual({
      stroke: '#d9d9d9',
      lineWidth: 0.5,
      pointerEvents: 'none',
      $layer: 'background',
    });
  });
});
