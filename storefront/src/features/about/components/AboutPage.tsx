import { LinkButton, ListGrid, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import { Reveal } from '../../../components/Reveal';
import { FeatureIcons } from './FeatureIcons';
import { Testimonials } from './Testimonials';
import styles from './AboutPage.module.css';

const MANAGEMENT = [
  {
    name: 'Hari Prasad Shrestha',
    role: 'Owner',
    text: 'Learned to weave at his father’s loom in Bhaktapur and opened the shop in 1998.',
  },
  {
    name: 'Sabina Shrestha',
    role: 'Designer',
    text: 'Chooses every colour and pattern, and works with customers on their own designs.',
  },
  {
    name: 'Rohan Shrestha',
    role: 'Manager',
    text: 'Looks after orders, shipping and our weavers, so every piece reaches you on time.',
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
  return (
    <InfoPage
      title="About Us"
      intro="A family of weavers from the Kathmandu valley, three generations at the loom."
    >
      <section className={styles.story} aria-labelledby="about-story">
        <h2 id="about-story">Our story</h2>
        <p>
          Our family has woven pashmina in the Kathmandu valley for three generations. What began as a single
          hand loom in a Bhaktapur courtyard is today a small workshop of twelve weavers and a shop in Thamel,
          still run by the same family.
        </p>
        <p>
          We buy our wool directly from herders in the high Himalaya, spin and weave it by hand, and dye it in
          small batches. Every shawl, muffler, poncho and blanket is finished by the people who made it, and
          we know each of them by name.
        </p>
        <p>This shop brings that work to you, wherever you are, at the same fair prices as at our counter.</p>
      </section>

      <Reveal>
        <section className={styles.section} aria-labelledby="about-management">
          <h2 id="about-management">Our management</h2>
          <ListGrid>
            {MANAGEMENT.map((person) => (
              <li key={person.role} className={styles.card}>
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
          <h2 id="about-features">What we offer</h2>
          <FeatureIcons />
        </section>
      </Reveal>

      <Testimonials />

      <div className={styles.cta}>
        <LinkButton to={STOREFRONT_ROUTES.womenProducts}>Shop the collection</LinkButton>
      </div>
    </InfoPage>
  );
}
