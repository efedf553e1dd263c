/** Decides which remote hosts the resizer may fetch from, so `/img?url=` cannot be used as an open proxy. */
export type HostPolicy = (url: URL) => boolean;

export function createHostPolicy(sourceUrl: string, allowedHosts: readonly string[]): HostPolicy {
  let sourceHost: string | undefined;
  if (sourceUrl !== '') {
    if (!URL.canParse(sourceUrl)) throw new Error(`images.sourceUrl is not an absolute URL: ${sourceUrl}`);
    sourceHost = new URL(sourceUrl).host;
  }
  const patterns = allowedHosts.map((pattern) => {
    try {
      return new RegExp(pattern);
    } catch (error) {
      // Failing at start-up beats silently refusing every remote image at run time.
      throw new Error(
        `images.allowedHosts contains an invalid regular expression ${pattern}: ${(error as Error).message}`,
      );
    }
  });
  return (url) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.host === sourceHost) return true;
    // Unanchored like vue-storefront-api's `imageable.whitelist.allowedHosts`, so existing configs keep their meaning.
    return patterns.some((pattern) => pattern.test(url.host));
  };
}
