import { Link } from 'react-router-dom';
import {
  buttonClassName,
  selectIsLoggedIn,
  SHELL_ROUTES,
  SHOP_INFO,
  STOREFRONT_ROUTES,
  useAppSelector,
  useI18n,
} from '@pashmina/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import { useGetShopContactQuery } from '../shopContactApi';
import { ContactForm } from './ContactForm';
import { KathmanduMap } from './KathmanduMap';
import { SocialLinks } from './SocialLinks';
import styles from './ContactPage.module.css';

/** Exactly this text. */
export const LOGIN_TO_CONTACT = 'Please login to contact us';

// Login brings the shopper back here afterwards (the shell reads ?redirect= and state.from).
const LOGIN_AND_BACK = `${SHELL_ROUTES.login}?redirect=${encodeURIComponent(STOREFRONT_ROUTES.contactUs)}`;

/** /ContactUs: the shop's contact lines (the owner's, from Settings), social links, a map, and the form for logged-in shoppers. */
export function ContactPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { i18n } = useI18n();
  // The owner's lines from Settings; the shop's defaults only if the API cannot be reached.
  const { data, isError } = useGetShopContactQuery();
  const contact = data ?? (isError ? SHOP_INFO : undefined);
  return (
    <InfoPage
      title={i18n._({ id: 'page.contactUs.title', message: 'Contact Us' })}
      intro={i18n._({
        id: 'contact.intro',
        message: 'Questions, custom orders or feedback: we would love to hear from you.',
      })}
    >
      <div className={styles.layout}>
        <div className={styles.details}>
          <section aria-labelledby="contact-visit">
            <h2 id="contact-visit" className={styles.subheading}>
              {i18n._({ id: 'contact.visit', message: 'Visit or call us' })}
            </h2>
            <dl className={styles.info} aria-busy={!contact}>
              <div>
                <dt>{i18n._({ id: 'field.address', message: 'Address' })}</dt>
                <dd>{contact?.address}</dd>
              </div>
              <div>
                <dt>{i18n._({ id: 'field.phone', message: 'Phone' })}</dt>
                <dd>
                  {contact ? (
                    <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>{i18n._({ id: 'contact.email', message: 'E-mail' })}</dt>
                <dd>{contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}</dd>
              </div>
            </dl>
            <SocialLinks />
          </section>
          <KathmanduMap />
        </div>

        <div className={styles.formColumn}>
          {loggedIn ? (
            <ContactForm />
          ) : (
            <div className={styles.loginNote}>
              <p>{i18n._({ id: 'contact.logIn', message: 'Please login to contact us' })}</p>
              <Link
                to={LOGIN_AND_BACK}
                state={{ from: STOREFRONT_ROUTES.contactUs }}
                className={buttonClassName()}
              >
                {i18n._({ id: 'page.login.title', message: 'Login' })}
              </Link>
            </div>
          )}
        </div>
      </div>
    </InfoPage>
  );
}
