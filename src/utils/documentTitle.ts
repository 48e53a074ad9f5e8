/**
 * The browser tab's title follows the page (spec section 2): `<page> - <portal title>`,
 * or the portal title alone for a page without a title.
 */
import { useIntl } from '@umijs/max';
import { useEffect } from 'react';

export function documentTitle(title: string | undefined | null, portalTitle: string = PORTAL_SETTINGS.title): string {
  const page = title?.trim();
  return page ? `${page} - ${portalTitle}` : portalTitle;
}

/** The product's name in the current language; the build's title where no translation exists. */
export function usePortalTitle(): string {
  const intl = useIntl();
  return intl.formatMessage({ id: 'app.title', defaultMessage: PORTAL_SETTINGS.title });
}

/**
 * Sets `document.title` while the calling component is shown. On unmount the previous title
 * comes back, unless something else has set a title since.
 */
export function useDocumentTitle(title: string | undefined | null): void {
  const portalTitle = usePortalTitle();
  useEffect(() => {
    const previous = document.title;
    const next = documentTitle(title, portalTitle);
    document.title = next;
    return () => {
      if (document.title === next) document.title = previous;
    };
  }, [title, portalTitle]);
}
