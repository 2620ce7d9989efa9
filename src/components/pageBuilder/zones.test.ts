import { applyHelper, drawnZone, fitZone, MIN_ZONE, nudge } from './zones';

describe('hot zones in percent of their image', () => {
  it('stay on the image and keep the minimum size', () => {
    expect(fitZone({ x: 98, y: -3, width: 1, height: 40.4 })).toEqual({
      x: 95,
      y: 0,
      width: MIN_ZONE,
      height: 40,
    });
  });

  it('are drawn from either corner, and a tiny drag draws none', () => {
    expect(drawnZone({ x: 60, y: 50 }, { x: 20, y: 10 })).toEqual({ x: 20, y: 10, width: 40, height: 40 });
    expect(drawnZone({ x: 10, y: 10 }, { x: 12, y: 40 })).toBeNull();
  });

  it('are nudged by the arrow keys without leaving the image', () => {
    expect(nudge({ x: 0, y: 10, width: 20, height: 20 }, -1, 5)).toEqual({
      x: 0,
      y: 15,
      width: 20,
      height: 20,
    });
    // Nudged on past the right edge, a 30 % wide zone stops at 70 %.
    expect(nudge({ x: 68, y: 11, width: 30, height: 20 }, 5, 0)).toEqual({
      x: 70,
      y: 11,
      width: 30,
      height: 20,
    });
    expect(nudge({ x: 70, y: 11, width: 30, height: 20 }, 5, 0)).toEqual({
      x: 70,
      y: 11,
      width: 30,
      height: 20,
    });
  });

  it('line up with, or take the size of, the chosen zone', () => {
    const zones = [
      { x: 10, y: 10, width: 20, height: 10 },
      { x: 50, y: 40, width: 30, height: 30 },
    ];
    expect(applyHelper(zones, 0, 'alignLeft').map((zone) => zone.x)).toEqual([10, 10]);
    expect(applyHelper(zones, 1, 'sameHeight').map((zone) => zone.height)).toEqual([30, 30]);
    expect(applyHelper(zones, 1, 'alignTop').map((zone) => zone.y)).toEqual([40, 40]);
    expect(applyHelper(zones, 0, 'sameWidth').map((zone) => zone.width)).toEqual([20, 20]);
  });
});
