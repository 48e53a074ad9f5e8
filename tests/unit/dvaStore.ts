/** A real dva store for model tests: models run with their effects and reducers as in the app. */
import path from 'path';
import 'regenerator-runtime/runtime';

// The same dva-core the app runs on: the one @umijs/plugins resolves.
const pluginsDir = path.dirname(require.resolve('@umijs/plugins/package.json'));
const { create } = require(require.resolve('dva-core', { paths: [pluginsDir] }));

export interface ModelStore {
  dispatch: (action: { type: string; payload?: unknown }) => Promise<unknown>;
  getState: () => Record<string, any>;
}

export function createModelStore(...models: object[]): ModelStore {
  const app = create({ onError: () => {} });
  models.forEach((model) => app.model(model));
  app.start();
  const store = app._store as ModelStore;
  return { dispatch: (action) => store.dispatch(action), getState: () => store.getState() };
}
