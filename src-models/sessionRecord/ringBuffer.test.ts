import { RingBuffer } from './ringBuffer';

describe('the ring buffer', () => {
  it('keeps the last `capacity` items, oldest first, however many came', () => {
    const ring = new RingBuffer<number>(3);
    expect(ring.items()).toEqual([]);
    ring.push(1);
    ring.push(2);
    expect(ring.items()).toEqual([1, 2]);
    for (let n = 3; n <= 1000; n++) ring.push(n);
    expect(ring.size).toBe(3);
    expect(ring.items()).toEqual([998, 999, 1000]);
  });

  it('holds exactly its capacity when full, and refuses a capacity below one', () => {
    const ring = new RingBuffer<string>(2);
    ring.push('a');
    ring.push('b');
    expect(ring.items()).toEqual(['a', 'b']);
    expect(() => new RingBuffer(0)).toThrow('capacity');
  });
});
