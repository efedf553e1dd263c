export interface JsonLdCrumb {
  readonly name: string;
  /** Absolute URL; the current page (the last crumb) may leave it out. */
  readonly url?: string;
}

export interface BreadcrumbJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item?: string }>;
}

/** schema.org BreadcrumbList, positions from 1 in the order given; crumbs without a name are skipped. */
export function breadcrumbJsonLd(crumbs: readonly JsonLdCrumb[]): BreadcrumbJsonLd {
  const named = crumbs.filter((crumb) => typeof crumb.name === 'string' && crumb.name.trim() !== '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: named.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name.trim(),
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
