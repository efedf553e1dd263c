/** A fixed-size set of document ordinals; the unit every filter clause produces and combines. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    set.clearTail();
    return set;
  }

  add(ordinal: number): void {
    this.words[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }

  remove(ordinal: number): void {
    this.words[ordinal >>> 5]! &= ~(1 << (ordinal & 31));
  }

  has(ordinal: number): boolean {
    return (this.words[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;
  }

  addAll(ordinals: ArrayLike<number>): void {
    for (let i = 0; i < ordinals.length; i++) this.add(ordinals[i]!);
  }

  and(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= other.words[i]!;
    return this;
  }

  or(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! |= other.words[i]!;
    return this;
  }

  andNot(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= ~other.words[i]!;
    return this;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  count(): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++) {
      let w = this.words[i]!;
      w -= (w >>> 1) & 0x55555555;
      w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
      total += (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Calls `fn` for every member in ascending order. */
  forEach(fn: (ordinal: number) => void): void {
    for (let i = 0; i < this.words.length; i++) {
      let w = this.words[i]!;
      while (w !== 0) {
        const low = w & -w;
        fn((i << 5) + 31 - Math.clz32(low));
        w ^= low;
      }
    }
  }

  private clearTail(): void {
    const extra = this.words.length * 32 - this.size;
    if (extra > 0) this.words[this.words.length - 1] = 0xffffffff >>> extra;
  }
}
