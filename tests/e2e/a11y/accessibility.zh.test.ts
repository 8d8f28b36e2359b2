// Issue 19's accessibility check (accessibilityChecks.ts) in Chinese.
import { describeAccessibility } from './accessibilityChecks';

describeAccessibility('zh');
