// A matrix answer's cells, read the same by the widget and by the engine's readable answer: a cell
// names its column by title, or (older answers) by index; false is an unanswered row.

/** A row's chosen column (its title), or false while unanswered: the engine's matrix value. */
export type MatrixCell = string | number | false;

/** The column a stored cell names: its title, or (older answers) its index when no title matches. */
export function chosenColumn(cell: MatrixCell | undefined, columns: readonly string[]): number {
  if (cell === false || cell === undefined) return -1;
  const byTitle = columns.indexOf(String(cell));
  if (byTitle >= 0) return byTitle;
  return typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < columns.length ? cell : -1;
}
