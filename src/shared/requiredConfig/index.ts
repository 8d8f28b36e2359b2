export * from './mergeRequired';
export * from './reqItem';
