import { Link } from 'react-router-dom';
import { ListGrid, Spinner, STOREFRONT_ROUTES, useI18n } from '@pashmina/shared-ui';
import { useGetTestimonialsQuery } from '@pashmina/shared-ui/orders';
import styles from './AboutPage.module.css';

/**
 * Featured customer messages. Testimonials are a nicety: a failure or an empty list gets a
 * friendly line, never an error box on an otherwise complete page.
 */
export function Testimonials() {
  const { data, isLoading, isError } = useGetTestimonialsQuery();
  const { i18n } = useI18n();
  return (
    <section className={styles.section} aria-labelledby="about-testimonials">
      <h2 id="about-testimonials">
        {i18n._({ id: 'about.testimonials', message: 'What our customers say' })}
      </h2>
      {isLoading ? (
        <Spinner />
      ) : isError || !data || data.length === 0 ? (
        <p className={styles.quiet}>
          {i18n._({
            id: 'about.testimonials.soon',
            message: "Our customers' stories will appear here soon.",
          })}{' '}
          <Link to={STOREFRONT_ROUTES.contactUs}>
            {i18n._({ id: 'about.testimonials.yours', message: 'Tell us about yours' })}
          </Link>
          {i18n._({ id: 'about.testimonials.end', message: '.' })}
        </p>
      ) : (
        <ListGrid columns={2}>
          {data.map((t) => (
            <li key={t._id}>
              <figure className={styles.testimonial}>
                <blockquote className={styles.quote}>
                  <p>{t.message}</p>
                </blockquote>
                <figcaption className={styles.author}>{t.name}</figcaption>
              </figure>
            </li>
          ))}
        </ListGrid>
      )}
    </section>
  );
}
