/**
 * A real dva store for model and component tests: models run with their effects and
 * reducers as in the app, on the same dva-core and react-redux the app runs on (the ones
 * @umijs/plugins resolves).
 */
import path from 'path';
import 'regenerator-runtime/runtime';

const pluginsDir = path.dirname(require.resolve('@umijs/plugins/package.json'));
const fromPlugins = (name: string) => require(require.resolve(name, { paths: [pluginsDir] }));
const { create } = fromPlugins('dva-core');

/** react-redux's Provider and hooks, for components that read the store through '@umijs/max'. */
export const reactRedux = fromPlugins('react-redux') as {
  Provider: React.ComponentType<{ store: unknown; children?: React.ReactNode }>;
  useDispatch: () => (action: unknown) => unknown;
  useSelector: <T>(select: (state: any) => T) => T;
  useStore: () => unknown;
};

export interface ModelStore {
  dispatch: (action: { type: string; payload?: unknown }) => Promise<unknown>;
  getState: () => Record<string, any>;
  /** The redux store itself, for <reactRedux.Provider store={...}>. */
  store: unknown;
}

export function createModelStore(...models: object[]): ModelStore {
  const app = create({ onError: () => {} });
  models.forEach((model) => app.model(model));
  app.start();
  const store = app._store;
  return { dispatch: (action) => store.dispatch(action), getState: () => store.getState(), store };
}
