/**
 * Who is signed in on the mini-portal: asked of the server on opening (a 401 is simply "signed
 * out" here: the mini-portal signs in by itself), again after its own sign-in, and forgotten at
 * sign-out, which stays in the mini-portal.
 */
import { useRequest } from 'ahooks';
import { fetchCurrentUser, signout } from '@/services/auth';
import { clearClientState } from '@/utils/session';

export function useMiniSession() {
  const current = useRequest(fetchCurrentUser, { onError: () => {} });
  const signOut = async () => {
    try {
      await signout();
    } finally {
      clearClientState();
      current.mutate(undefined);
    }
  };
  return {
    /** The signed-in user, undefined when signed out (or not yet known). */
    user: current.error ? undefined : current.data,
    /** The first answer is still on its way. */
    checking: current.loading && current.data === undefined && current.error === undefined,
    /** Asks again, after a sign-in. */
    refresh: current.refreshAsync,
    signOut,
  };
}
