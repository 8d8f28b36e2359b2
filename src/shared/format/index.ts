// Formatting and text helpers (SPEC §5, §9): pure functions shared by the client and the server.
export * from './capital';
export * from './compact';
export * from './dateValue';
export * from './decimal';
export * from './duration';
export * from './formatDate';
export * from './formatSpec';
export * from './formatValue';
export * from './htmlToText';
export * from './joinList';
export * from './lineBreaks';
export * from './numbers';
export * from './ordinal';
export * from './relativeTime';
export * from './textOf';
export * from './timeTexts';
export * from './zonedTime';
