import { Navigate } from '@umijs/max';

/** `/` opens the home tab's page. */
export default function Index() {
  return <Navigate to="/home" replace />;
}
