/** How often each mail-service token has been used, so one token allows a bounded number of sends. */
export interface TokenUseRepository {
  /**
   * Counts one use of the token when it has had fewer than `max`; answers whether it was counted. Check and count are
   * one step, so concurrent sends cannot both take the last use.
   */
  use(tokenId: string, { max, expiresAt, now }: { max: number; expiresAt: number; now: number }): Promise<boolean>;
}
