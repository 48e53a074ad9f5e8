/** Umi's route loading component: the placeholder while a page chunk loads (200 ms delay). */
import { RouteLoading } from '@/components/PageLoading';

export default function Loading() {
  return <RouteLoading />;
}
