export interface Row {
  section: string;
  metric: string;
  value: string;
  budget: string;
  /** true within budget, false over it, undefined when no budget applies */
  ok?: boolean;
  /** kept in latest.json only, e.g. the scripts behind a size */
  detail?: unknown;
}

export function printTable(rows: Row[]): void {
  const headers: Row = { section: 'section', metric: 'metric', value: 'value', budget: 'budget' };
  const cells = (row: Row) => [
    row.section,
    row.metric,
    row.value,
    row.budget,
    row.ok === undefined ? '' : row.ok ? 'ok' : 'OVER',
  ];
  const all = [cells(headers), ...rows.map(cells)];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(all[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of all.slice(1)) console.log(line(r));
}
