// Named custom cell validators a page's `{ kind: "custom", value: "<name>" }` rule refers to. Each
// returns true when the value is fine. Registered in code, chosen by name in the page file.
export type CellValidator = (value: unknown, row: Record<string, unknown>) => boolean;

const validators = new Map<string, CellValidator>([
  // ISO 6346 container number: owner code, category, serial and its check digit.
  ['containerNumber', (v) => typeof v === 'string' && isContainerNumber(v)],
  // ISO 3779 VIN: 17 characters, no I, O or Q.
  ['vin', (v) => typeof v === 'string' && /^[A-HJ-NPR-Z0-9]{17}$/.test(v)],
]);

export function registerCellValidator(name: string, validator: CellValidator): void {
  validators.set(name, validator);
}

export function cellValidator(name: string): CellValidator | undefined {
  return validators.get(name);
}

function isContainerNumber(text: string): boolean {
  if (!/^[A-Z]{3}[UJZ][0-9]{7}$/.test(text)) return false;
  const letterValue = (c: string) => {
    // A=10, skipping multiples of 11 (11, 22, 33).
    let v = 10;
    for (let code = 65; code < c.charCodeAt(0); code++) {
      v++;
      if (v % 11 === 0) v++;
    }
    return v;
  };
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = text[i];
    const value = i < 4 ? letterValue(c) : Number(c);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10 === Number(text[10]);
}
