/** The role repository, one module per job; imported as `repositories/roles`. */
export * from './crud';
export * from './held';
export * from './functionRights';
export * from './menus';
export * from './fieldRights';
export * from './relations';
export * from './authorized';
export * from './escalation';
