/**
 * A row action or an in-text command that looks like a link: an `<a>` without an address is
 * skipped by Tab and deaf to Enter, so this one is a button to the keyboard (Tab, Enter, Space)
 * and to screen readers. Popconfirm, Dropdown and Tooltip put their handlers and ref on it as on
 * an `<a>`.
 */
import { forwardRef, type AnchorHTMLAttributes, type KeyboardEvent } from 'react';

export type ActionLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

const ActionLink = forwardRef<HTMLAnchorElement, ActionLinkProps>(function ActionLink({ onKeyDown, ...props }, ref) {
  const pressed = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'Enter' && event.key !== ' ')) return;
    // Space would scroll the page; both keys act as a click, which every wrapper listens to.
    event.preventDefault();
    event.currentTarget.click();
  };
  // The one <a> without an address: it is made reachable here.
  // eslint-disable-next-line no-restricted-syntax
  return <a role="button" tabIndex={0} {...props} ref={ref} onKeyDown={pressed} />;
});

export default ActionLink;
