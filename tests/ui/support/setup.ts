// Component tests: Testing Library does not clean up without vitest globals, and Fluent's focus
// management throws after teardown if it is not cleaned (STACK.md).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
