import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** e.g. narrow numeric column */
  className?: string;
  /** The column's part of a fixed-layout table ('12%'): its header's width. */
  width?: string;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (a <caption>, visually hidden unless captionVisible). */
  caption: string;
  captionVisible?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Extra class of a row, e.g. the admin's red cancelled orders. */
  rowClassName?: (row: Row) => string | undefined;
  /**
   * A table of many columns (the admin's orders): its rows become cards whenever its own box is narrower than 54rem
   * (864 px), on a tablet or a small laptop too, rather than scroll sideways. Other tables do so on a phone (480 px).
   */
  wide?: boolean;
}

/**
 * A real table on wide screens; on a phone each row becomes a card whose cells carry their column's
 * header as a label (data-label, drawn by the CSS), so nothing scrolls sideways at 360 px.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  wide = false,
}: DataTableProps<Row>) {
  // A table wider than its panel scrolls on its own, instead of squeezing its columns to a letter a line.
  return (
    <div className={wide ? `${styles.scroll} ${styles.wide}` : styles.scroll}>
      <table className={styles.table}>
        <caption className={captionVisible ? styles.caption : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={[styles.row, rowClassName?.(row)].filter(Boolean).join(' ')}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={column.className}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
