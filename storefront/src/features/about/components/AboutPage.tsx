import type { I18n } from '@lingui/core';
import { LinkButton, ListGrid, STOREFRONT_ROUTES, useI18n } from '@pashmina/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import { Reveal } from '../../../components/Reveal';
import { FeatureIcons } from './FeatureIcons';
import { Testimonials } from './Testimonials';
import styles from './AboutPage.module.css';

const managementIn = (i18n: I18n) => [
  {
    key: 'owner',
    name: 'Hari Prasad Shrestha',
    role: i18n._({ id: 'about.owner', message: 'Owner' }),
    text: i18n._({
      id: 'about.owner.text',
      message: 'Learned to weave at his father’s loom in Bhaktapur and opened the shop in 1998.',
    }),
  },
  {
    key: 'designer',
    name: 'Sabina Shrestha',
    role: i18n._({ id: 'about.designer', message: 'Designer' }),
    text: i18n._({
      id: 'about.designer.text',
      message: 'Chooses every colour and pattern, and works with customers on their own designs.',
    }),
  },
  {
    key: 'manager',
    name: 'Rohan Shrestha',
    role: i18n._({ id: 'about.manager', message: 'Manager' }),
    text: i18n._({
      id: 'about.manager.text',
      message: 'Looks after orders, shipping and our weavers, so every piece reaches you on time.',
    }),
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

/** /AboutUs: the family's story, its people, its promises and its customers' words. */
export function AboutPage() {
  const { i18n } = useI18n();
  return (
    <InfoPage
      title={i18n._({ id: 'page.aboutUs.title', message: 'About Us' })}
      intro={i18n._({
        id: 'about.intro',
        message: 'A family of weavers from the Kathmandu valley, three generations at the loom.',
      })}
    >
      <section className={styles.story} aria-labelledby="about-story">
        <h2 id="about-story">{i18n._({ id: 'about.story', message: 'Our story' })}</h2>
        <p>
          {i18n._({
            id: 'about.story.1',
            message:
              'Our family has woven pashmina in the Kathmandu valley for three generations. What began as a single hand loom in a Bhaktapur courtyard is today a small workshop of twelve weavers and a shop in Thamel, still run by the same family.',
          })}
        </p>
        <p>
          {i18n._({
            id: 'about.story.2',
            message:
              'We buy our wool directly from herders in the high Himalaya, spin and weave it by hand, and dye it in small batches. Every shawl, muffler, poncho and blanket is finished by the people who made it, and we know each of them by name.',
          })}
        </p>
        <p>
          {i18n._({
            id: 'about.story.3',
            message:
              'This shop brings that work to you, wherever you are, at the same fair prices as at our counter.',
          })}
        </p>
      </section>

      <Reveal>
        <section className={styles.section} aria-labelledby="about-management">
          <h2 id="about-management">{i18n._({ id: 'about.management', message: 'Our management' })}</h2>
          <ListGrid>
            {managementIn(i18n).map((person) => (
              <li key={person.key} className={styles.card}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(person.name)}
                </span>
                <h3 className={styles.cardName}>{person.name}</h3>
                <p className={styles.cardRole}>{person.role}</p>
                <p className={styles.cardText}>{person.text}</p>
              </li>
            ))}
          </ListGrid>
        </section>
      </Reveal>

      <Reveal>
        <section className={styles.section} aria-labelledby="about-features">
          <h2 id="about-features">{i18n._({ id: 'about.offer', message: 'What we offer' })}</h2>
          <FeatureIcons />
        </section>
      </Reveal>

      <Testimonials />

      <div className={styles.cta}>
        <LinkButton to={STOREFRONT_ROUTES.womenProducts}>
          {i18n._({ id: 'about.shop', message: 'Shop the collection' })}
        </LinkButton>
      </div>
    </InfoPage>
  );
}
