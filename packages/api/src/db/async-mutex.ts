/** A first-come, first-served lock for async code: `acquire` resolves with the function that releases it. */
export class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();
  private holders = 0;

  get locked(): boolean {
    return this.holders > 0;
  }

  acquire(): Promise<() => void> {
    this.holders += 1;
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    let released = false;
    return previous.then(() => () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      release();
    });
  }
}
