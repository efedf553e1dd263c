/** Shop-style price points: most end in .99, some are whole numbers; never below 4.99. */
export function roundPrice(value: number): number {
  const whole = Math.max(5, Math.round(value));
  return whole % 3 === 0 ? whole : Math.round((whole - 0.01) * 100) / 100;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
