/** /401: the user may not open the page asked for. */
import { NoAccessResult } from '@/components/ErrorResult';

export default function NoAccessPage() {
  return <NoAccessResult />;
}
