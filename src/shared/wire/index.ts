export * from './calls';
export * from './chinaTime';
export * from './envelope';
export * from './params';
export * from './resourceContract';
export * from './sign';
