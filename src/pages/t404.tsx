/** /t404: the not-found page shown inside a tab, compact and without the way home (the home tab is there). */
import { NotFoundResult } from '@/components/ErrorResult';

export default function TabNotFoundPage() {
  return <NotFoundResult compact />;
}
