export { ContactsModule } from './contacts.module';
// For the first-start seed's demo feedback.
export { ContactsRepository } from './contacts.repository';
