/** Portal links of the header: the help entry and the plain links. */
import type { PortalLink } from '@/services/home';

/** The first help entry, if any. */
export function helpLinkOf(links: PortalLink[]): PortalLink | undefined {
  return links.find((l) => l.kind === 'help');
}

export function plainLinksOf(links: PortalLink[]): PortalLink[] {
  return links.filter((l) => l.kind === 'link');
}

/** Only web addresses and paths of our own origin may open in a new window (never javascript: and the like). */
export function isOpenableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);
}
