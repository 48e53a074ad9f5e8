/** /404 and every unknown path (Umi turns the conventional 404 page into the catch-all route). */
import { NotFoundResult } from '@/components/ErrorResult';

export default function NotFoundPage() {
  return <NotFoundResult />;
}
