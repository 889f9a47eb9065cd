import styles from './StatsPage.module.css';

export interface FiguresTableProps {
  caption: string;
  columns: [string, string];
  rows: [string, string][];
  /** Hidden, the chart's text alternative for screen readers; shown when the chart cannot be drawn. */
  visible: boolean;
}

/** A chart's figures as a two-column table. */
export function FiguresTable({ caption, columns, rows, visible }: FiguresTableProps) {
  const table = (
    <table className={visible ? styles.figures : undefined}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, figure], index) => (
          // Names can repeat (two products may share one); the position cannot.
          <tr key={`${index}-${name}`}>
            <th scope="row">{name}</th>
            <td>{figure}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Hidden through a wrapper: a table sizes itself to its content whatever its own width says, and would
  // widen the page on a phone.
  return visible ? table : <div className="visually-hidden">{table}</div>;
}
