export { UsersPage } from './components/UsersPage';
export { ManageUserPage } from './components/ManageUserPage';
