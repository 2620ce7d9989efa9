/**
 * The last `capacity` items, oldest first: a fixed array written round, so a push never copies or shifts and the
 * memory stays bounded however long the session.
 */
export class RingBuffer<T> {
  private readonly slots: T[] = [];
  private next = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity must be >= 1: ${capacity}`);
  }

  get size(): number {
    return this.slots.length;
  }

  push(item: T): void {
    this.slots[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
  }

  /** The items, oldest first. */
  items(): T[] {
    if (this.slots.length < this.capacity) return this.slots.slice();
    return [...this.slots.slice(this.next), ...this.slots.slice(0, this.next)];
  }
}
