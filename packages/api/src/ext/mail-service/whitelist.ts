/**
 * Whether `address` is on the mail-service whitelist: an entry is a whole address, or `@domain` for every address of
 * that domain. Compared without regard to case, as mail servers treat domains (and, in practice, local parts).
 */
export function isWhitelisted(address: string, whitelist: readonly string[]): boolean {
  const wanted = address.toLowerCase();
  return whitelist.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed.startsWith('@') ? wanted.endsWith(allowed) : wanted === allowed;
  });
}
