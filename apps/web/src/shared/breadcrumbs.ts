// schema.org's BreadcrumbList for a page below home: the trail search engines show instead of the address.

export interface Crumb {
  name: string;
  /** A path of the shop: the server makes it absolute. */
  path: string;
}

export function breadcrumbList(trail: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.path })),
  };
}
