// Issue 19's accessibility check (accessibilityChecks.ts) in English.
import { describeAccessibility } from './accessibilityChecks';

describeAccessibility('en');
