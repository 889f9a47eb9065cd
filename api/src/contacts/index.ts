export { ContactsModule } from './contacts.module';
