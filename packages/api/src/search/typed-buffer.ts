type TypedList = Int32Array | Uint16Array | Uint8Array | Float64Array;

/**
 * An append-only list of numbers in a typed array that doubles when full. An index merge appends millions of
 * ordinals: in a plain array they were boxed, copied at each growth and copied once more into a typed array at the
 * end, a tenth of a second at a time with no pause for searches.
 */
export class TypedBuffer<T extends TypedList> {
  length = 0;
  private array: T;

  constructor(
    capacity: number,
    private readonly make: (size: number) => T,
  ) {
    this.array = make(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = this.make(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }

  get(index: number): number {
    return this.array[index]!;
  }

  /** The values pushed, in an array of exactly their length. */
  freeze(): T {
    return (this.length === this.array.length ? this.array : this.array.slice(0, this.length)) as T;
  }
}
