/** How a role is held: given to the user directly, through a user group, or through a post. */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { AuthorizedVia } from '@/services/roles';

const COLORS: Record<AuthorizedVia, string> = { user: 'blue', group: 'purple', post: 'orange' };

export default function ViaTag({ via }: { via: AuthorizedVia }) {
  const intl = useIntl();
  return <Tag color={COLORS[via]}>{intl.formatMessage({ id: `authorized.via.${via}` })}</Tag>;
}
