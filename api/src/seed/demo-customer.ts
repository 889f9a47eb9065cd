// The demo customer the development seed creates, whom the API's tests log in as and `npm start` names at the end of
// its start. Declared once, as JSON, so that tools/scripts/lib/welcome.mjs (plain JavaScript) reads the same file;
// named apart from this file, or Node's resolution of './demo-customer' under a require hook (the tests' spawned
// APIs) would find the .json before the .ts.
import demoCustomer from './demo-customer-account.json';

export interface DemoCustomerAccount {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
}

export const DEMO_CUSTOMER: Readonly<DemoCustomerAccount> = demoCustomer;
