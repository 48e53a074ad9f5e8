/** How a role is held: given to the user directly, through a user group, or through a post. */
import { Tag } from 'antd';
import usePageT from '@/hooks/usePageT';
import type { AuthorizedVia } from '@/services/roles';
import messages from '../messages';

const COLORS: Record<AuthorizedVia, string> = { user: 'blue', group: 'purple', post: 'orange' };

export default function ViaTag({ via }: { via: AuthorizedVia }) {
  const t = usePageT(messages);
  return <Tag color={COLORS[via]}>{t(`authorized.via.${via}`)}</Tag>;
}
