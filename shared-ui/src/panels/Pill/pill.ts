import styles from './Pill.module.css';

/** The row of a list's filter pills (a group of toggle buttons, or tabs). */
export const pillsClassName = styles.pills;

/** A rounded filter button; the chosen one is filled. */
export const pillClassName = (chosen: boolean) => (chosen ? `${styles.pill} ${styles.chosen}` : styles.pill);
