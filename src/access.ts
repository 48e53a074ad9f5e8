/** Route access flags computed from the initial state (src/app.tsx). */
import type { InitialState } from './app';

export default function access(initialState: InitialState | undefined) {
  return {
    signedIn: Boolean(initialState?.currentUser),
  };
}
