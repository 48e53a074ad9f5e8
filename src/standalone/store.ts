/** The login entry's store: the `login` model alone, created as the dva plugin creates the app's. */
import { create } from '@umijs/plugins/libs/dva';
import loginModel from '@/models/login';

export interface Store {
  getState(): Record<string, unknown>;
  dispatch(action: { type: string; payload?: unknown }): unknown;
  subscribe(listener: () => void): () => void;
}

export function createLoginStore(): Store {
  const app = create({}, { initialReducer: {}, setupApp() {} });
  app.model(loginModel);
  app.start();
  return app._store;
}
