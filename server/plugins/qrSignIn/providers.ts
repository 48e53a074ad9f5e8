import { DEFAULT_QR_PROVIDER, MINI_PORTAL_PAGE_PATH, QR_PROVIDER_NAMES, QR_TICKET_PARAM, type QrProviderName } from './constants';

/**
 * Who confirms a QR sign-in: the app the QR code is meant for. The provider decides the address
 * the code encodes; whatever app opens it must let a signed-in user see who asks and call
 * `POST /api/qrTickets/:ticket/confirm` or `/refuse` with that user's session.
 *
 * A messaging-app provider is added here: a `QrProvider` whose `ticketUrl` answers the messaging
 * app's authorisation address (its app id and a redirect to a page of ours carrying the ticket),
 * its name in QR_PROVIDER_NAMES, and, when the app answers through its own server instead of a
 * page of ours, a route that maps the app's user to one of ours before confirming the ticket.
 */
export interface QrProvider {
  name: QrProviderName;
  /** The address the QR code of `ticket` encodes; `origin` is the portal's, e.g. https://fssc.example.com. */
  ticketUrl(ticket: string, origin: string): string;
}

/** The portal's own mini-portal for phones confirms: `<origin>/#/mini-portal/page?qr=<ticket>`. */
export const miniPortalProvider: QrProvider = {
  name: 'mini-portal',
  ticketUrl: (ticket, origin) => `${origin}/#${MINI_PORTAL_PAGE_PATH}?${new URLSearchParams({ [QR_TICKET_PARAM]: ticket })}`,
};

const PROVIDERS: Record<QrProviderName, QrProvider> = { 'mini-portal': miniPortalProvider };

/** The provider QR_PROVIDER names (default mini-portal); throws on a name no provider has. */
export function qrProviderOf(name: string | undefined = process.env.QR_PROVIDER): QrProvider {
  const wanted = name?.trim() || DEFAULT_QR_PROVIDER;
  if (!(QR_PROVIDER_NAMES as readonly string[]).includes(wanted)) {
    throw new Error(`QR_PROVIDER must be one of ${QR_PROVIDER_NAMES.join(', ')}, got "${wanted}"`);
  }
  return PROVIDERS[wanted as QrProviderName];
}
