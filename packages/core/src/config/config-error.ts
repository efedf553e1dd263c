export interface ConfigIssue {
  /** Dotted path of the offending key, e.g. 'storeViews.multistore', or an environment variable name. */
  path: string;
  message: string;
}

/** Thrown by `loadStorefrontConfig`; the message names every bad key so a shop owner can fix the file at once. */
export class StorefrontConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    super(`Invalid storefront configuration: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'StorefrontConfigError';
    this.issues = issues;
  }
}
