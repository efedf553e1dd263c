/** The standard analyzer, reduced to what catalogue text needs: split on anything but letters and digits, lower-case. */
export function analyze(text: string): string[] {
  const tokens: string[] = [];
  for (const token of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (token) tokens.push(token);
  return tokens;
}
