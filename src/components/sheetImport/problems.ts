import type { IntlShape } from 'react-intl';
import { IMPORT_KINDS, type ImportKindName } from 'config/sheetImport/kinds';
import type { CellProblem, CheckedRow, ImportColumn } from 'config/sheetImport/rules';
import type { RefusedRow } from 'src-services/sheetImport';
import type { SheetColumn } from 'src/components/export/sheetCells';

/** A column's name as the sample file writes it, in the operator's language. */
export const columnTitle = (column: ImportColumn, locale: string) =>
  column.titles[locale.startsWith('zh') ? 1 : 0] ?? column.titles[0];

/** One problem of a row, named with its row and column: "Row 7, Model: required". */
export function describeProblem(intl: IntlShape, kind: ImportKindName, row: number, problem: CellProblem) {
  const column = IMPORT_KINDS[kind].columns.find((candidate) => candidate.key === problem.column);
  const values = { row, column: column ? columnTitle(column, intl.locale) : problem.column };
  if (problem.kind === 'required') return intl.formatMessage({ id: 'sheetImport.problem.required' }, values);
  if (problem.kind === 'tooLong')
    return intl.formatMessage({ id: 'sheetImport.problem.tooLong' }, { ...values, max: problem.maxLength });
  return intl.formatMessage({ id: 'sheetImport.problem.repeated' }, { ...values, first: problem.firstRow });
}

/**
 * Every row that was not imported: those the preview left out, with their problems, and those the backend
 * refused on commit, numbered as in the operator's file, in row order.
 */
export function refusedRows(
  intl: IntlShape,
  kind: ImportKindName,
  rows: readonly CheckedRow[],
  refusedOnCommit: readonly RefusedRow[],
): RefusedRow[] {
  const leftOut = rows
    .filter((row) => row.problems.length > 0)
    .map((row) => ({
      row: row.row,
      cells: row.cells,
      reason: row.problems.map((problem) => describeProblem(intl, kind, row.row, problem)).join('; '),
    }));
  return [...leftOut, ...refusedOnCommit].sort((a, b) => a.row - b.row);
}

/** The refused rows' file: the row number, the kind's columns, and why. */
export function refusedSheetColumns(intl: IntlShape, kind: ImportKindName): SheetColumn<RefusedRow>[] {
  return [
    { title: intl.formatMessage({ id: 'sheetImport.column.row' }), value: (row) => row.row, width: 8 },
    ...IMPORT_KINDS[kind].columns.map((column): SheetColumn<RefusedRow> => ({
      title: columnTitle(column, intl.locale),
      value: (row) => row.cells[column.key] ?? '',
    })),
    { title: intl.formatMessage({ id: 'sheetImport.column.reason' }), value: (row) => row.reason, width: 60 },
  ];
}
