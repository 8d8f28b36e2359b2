// True from the first render where `value` is true, for good: a lazily loaded dialog or menu stays
// mounted after it closes (its closing animation and focus return need it there).
import { useState } from 'react';

export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
