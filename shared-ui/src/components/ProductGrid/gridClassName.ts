import styles from './ProductGrid.module.css';

/** The list's classes for a grid of at most `maxColumns`: shared by the grid and its skeleton. */
export const gridClassName = (maxColumns: 3 | 4) =>
  [styles.grid, maxColumns === 4 ? styles.upTo4 : styles.upTo3].join(' ');
