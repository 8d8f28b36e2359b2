// Fluent's Spinner as a chunk of its own, which DeferredSpinner.tsx loads the first time one is shown.
export { Spinner as default } from '@fluentui/react-components';
