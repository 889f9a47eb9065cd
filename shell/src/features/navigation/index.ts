export { Navbar, STICKY_AFTER_PX } from './components/Navbar';
export { Footer } from './components/Footer';
export { ScrollToTop } from './components/ScrollToTop';
export { dashboardPath } from './hooks';
