// A report bound to a menu as `GET boundReports?menuCd=` lists it: its code, its name in the reader's
// language and its typed parameters ($1 first), which become the run form's p1 … p5.
export interface BoundReport {
  code: string;
  name: string;
  params: Array<{ name: string; kind: string; title: string }>;
}
